import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { collectErrorMessages, FormErrorList } from './form-error-list';

describe('collectErrorMessages', () => {
  it('keeps the order of the fields on screen and drops duplicates', () => {
    const errors = {
      sqft: { type: 'x', message: 'Square feet must be a whole number of 0 or more' },
      title: { type: 'x', message: 'Title must be at least 5 characters' },
      other: { type: 'x', message: 'Title must be at least 5 characters' },
    };
    expect(collectErrorMessages(errors, ['title', 'sqft'])).toEqual([
      'Title must be at least 5 characters',
      'Square feet must be a whole number of 0 or more',
    ]);
  });
});

describe('FormErrorList', () => {
  it('renders nothing without messages and an alert with a list otherwise', () => {
    const { container, rerender } = render(<FormErrorList messages={[]} />);
    expect(container.innerHTML).toBe('');
    rerender(<FormErrorList messages={['City is required']} />);
    expect(screen.getByRole('alert').textContent).toContain('City is required');
  });
});
