import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError, errorMessage, readResponse } from './api-client';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

async function errorFrom(response: Response): Promise<unknown> {
  return readResponse(z.object({}), response).then(
    () => undefined,
    (error: unknown) => error,
  );
}

describe('api errors and their request id', () => {
  it("the generic 500 shows its request id as 'Reference: ...'", async () => {
    const error = await errorFrom(
      json(500, { error: 'internal_error', message: 'Something went wrong. Please try again.', request_id: 'f3a1c2d4-0000-4000-8000-000000000001' }),
    );
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).requestId).toBe('f3a1c2d4-0000-4000-8000-000000000001');
    expect(errorMessage(error, 'Please try again.')).toBe(
      'Something went wrong. Please try again. Reference: f3a1c2d4-0000-4000-8000-000000000001',
    );
  });

  it('a refusal keeps its message as it is (spec texts stay word for word)', async () => {
    const error = await errorFrom(
      json(400, { error: 'bad_request', message: 'Invalid invitation code', request_id: 'abc' }),
    );
    expect(errorMessage(error, 'x')).toBe('Invalid invitation code');
  });

  it('an answer without an id (an older server) reads as before', async () => {
    const error = await errorFrom(json(500, { error: 'internal_error', message: 'Something went wrong. Please try again.' }));
    expect(errorMessage(error, 'x')).toBe('Something went wrong. Please try again.');
  });
});
