import { eventsAfter, logMark } from '../harness/event-log';
import { startTestApp } from '../harness/test-app';

/** The harness's 'nothing was written' check, read through the store's API, does see a write. */
it('eventsAfter lists what was appended since a mark, and leaves out the streams it is told to', async () => {
  const app = await startTestApp();
  try {
    const mark = await logMark(app.ctx.store);
    expect(await eventsAfter(app.ctx.store, mark)).toEqual([]);
    await app.ctx.store.append('x-1', [{ type: 'Anything', data: {} }], { expected: 'any' });
    await app.ctx.store.append('sms-1', [{ type: 'Anything', data: {} }], { expected: 'any' });
    expect((await eventsAfter(app.ctx.store, mark)).map((e) => e.streamId)).toEqual(['x-1', 'sms-1']);
    expect((await eventsAfter(app.ctx.store, mark, { exceptStreamPrefixes: ['sms-'] })).length).toBe(1);
  } finally {
    await app.close();
  }
});
