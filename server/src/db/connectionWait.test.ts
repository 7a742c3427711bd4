import { ClientGoneError, ConnectionWaitTimeoutError, waitToStart } from './connectionWait';

const never = () => new Promise<never>(() => undefined);

test('work waits for its connection and gets it when nothing stops the wait', async () => {
  await expect(waitToStart(Promise.resolve('connection'), { connectionWaitMs: 1000 })).resolves.toBe('connection');
});

test('work whose client has already gone does not start, even when the connection is free', async () => {
  const gone = new AbortController();
  gone.abort();
  await expect(waitToStart(Promise.resolve('connection'), { signal: gone.signal })).rejects.toBeInstanceOf(
    ClientGoneError,
  );
});

test('work whose client goes while it waits gives up, and a connection that comes later is given back', async () => {
  const gone = new AbortController();
  let arrive!: (connection: string) => void;
  const givenBack: string[] = [];
  const waiting = waitToStart(new Promise<string>((resolve) => (arrive = resolve)), { signal: gone.signal }, (late) =>
    givenBack.push(late),
  );
  gone.abort();
  await expect(waiting).rejects.toBeInstanceOf(ClientGoneError);
  arrive('connection');
  await new Promise((resolve) => setImmediate(resolve));
  expect(givenBack).toEqual(['connection']);
});

test('a wait that runs out fails with the error each service answers as a pool timeout', async () => {
  const error: unknown = await waitToStart(never(), { connectionWaitMs: 20 }).catch((reason: unknown) => reason);
  expect(error).toBeInstanceOf(ConnectionWaitTimeoutError);
});
