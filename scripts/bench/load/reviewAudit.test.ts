import { auditReviews } from './reviewAudit';

const review = (id: number, content: string) => ({ id, content });

test('every acknowledged review stored once: nothing missing, doubled or unacknowledged', () => {
  const acknowledged = [review(1, 'run a 0'), review(2, 'run a 1')];
  expect(auditReviews(acknowledged, [review(1, 'run a 0'), review(2, 'run a 1')])).toEqual({
    acknowledged: 2,
    missing: 0,
    doubled: 0,
    unacknowledged: 0,
  });
});

test('an acknowledged review that is not stored, or stored under another id, is missing', () => {
  const acknowledged = [review(1, 'run a 0'), review(2, 'run a 1')];
  expect(auditReviews(acknowledged, [review(3, 'run a 1')])).toMatchObject({ missing: 2 });
});

test('an acknowledged review stored twice counts one extra copy', () => {
  const acknowledged = [review(1, 'run a 0')];
  expect(auditReviews(acknowledged, [review(1, 'run a 0'), review(7, 'run a 0')])).toMatchObject({
    missing: 0,
    doubled: 1,
  });
});

test('a stored review of the run that was never acknowledged is counted apart', () => {
  const acknowledged = [review(1, 'run a 0')];
  expect(auditReviews(acknowledged, [review(1, 'run a 0'), review(2, 'run a 1')])).toMatchObject({
    missing: 0,
    doubled: 0,
    unacknowledged: 1,
  });
});
