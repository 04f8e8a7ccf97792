import { describe, expect, it } from 'vitest';
import { decodeEnvelope, encodeEnvelopes } from './envelope';

const event = { kind: 'project.inventory_changed', project_id: '0f8fad5b-d9cb-469f-a165-70867728950e' } as const;
const userId = '7c9e6679-7425-40de-944b-e07fc1f90ae7';

describe('realtime envelopes', () => {
  it('carries an event for every signed-in socket in one small payload', () => {
    const payloads = encodeEnvelopes([{ everyone: true, event }]);
    expect(payloads).toEqual([JSON.stringify({ all: true, e: event })]);
    expect(decodeEnvelope(payloads[0]!)).toEqual({ everyone: true, event });
  });

  it('keeps listed recipients as before, a hundred to a payload', () => {
    const ids = Array.from({ length: 150 }, (_, i) => `7c9e6679-7425-40de-944b-${String(i).padStart(12, '0')}`);
    const payloads = encodeEnvelopes([{ userIds: [...ids, ids[0]!], event }]);
    expect(payloads).toHaveLength(2);
    expect(decodeEnvelope(payloads[1]!)).toEqual({ userIds: ids.slice(100), event });
    expect(decodeEnvelope(JSON.stringify({ u: [userId], e: event }))).toEqual({ userIds: [userId], event });
  });

  it('refuses what is not an envelope: no recipients, or an everyone flag that is not true', () => {
    expect(decodeEnvelope(JSON.stringify({ u: [], e: event }))).toBeUndefined();
    expect(decodeEnvelope(JSON.stringify({ all: false, e: event }))).toBeUndefined();
    expect(decodeEnvelope('not json')).toBeUndefined();
  });
});
