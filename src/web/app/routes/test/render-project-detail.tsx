// Test-only: /project/:id rendered on the fake API, as the project page tests all need it.
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { PROJECT_ID } from '#web/features/projects/test/fixtures.ts';
import { fakeApi, type Answer } from '#web/test/fake-api.ts';
import { aUser } from '#web/test/fixtures.ts';
import { renderWithProviders } from '#web/test/render-with-providers.tsx';
import { ProjectDetailPage } from '../project-detail';

export function renderProjectDetail(
  routes: Record<string, Answer | Response>,
  path = `/project/${PROJECT_ID}`,
) {
  const api = fakeApi(routes);
  renderWithProviders(
    <Routes>
      <Route path="/project/:id" element={<ProjectDetailPage />} />
      <Route path="/project-marketing" element={<h1>Project Marketing list</h1>} />
    </Routes>,
    { path, user: aUser() },
  );
  return { ...api, user: userEvent.setup() };
}
