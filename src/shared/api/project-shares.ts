// A broker's public project page (issue 21): the caller's own share of a project, made on
// the first call and returned on every later one. Who may share: the project's marketer, or
// a member who may register clients for it.
import { looseIdParamSchema } from '../schemas/common';
import { projectShareSchema } from '../schemas/project-shares';
import { defineEndpoint } from './define-endpoint';

const tags = ['projects'];

export const shareProject = defineEndpoint({
  method: 'POST',
  path: '/api/projects/:id/share',
  operationId: 'shareProject',
  summary:
    "The caller's public page of a project with their own contact (made once, then the same link): its marketer's, or a broker's who may register clients",
  description:
    '201 when the page is made, 200 with the same body when the caller already has it. 404 for a project the caller cannot see, 403 when they see it but may not bring clients.',
  tags,
  access: 'user',
  params: looseIdParamSchema,
  status: 201,
  repeatStatus: 200,
  response: projectShareSchema,
});
