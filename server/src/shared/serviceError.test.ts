import Fastify from 'fastify';
import { answerErrors, type ServiceError } from './serviceError';

/** A service's error class, as small as one can be. */
class TeapotError extends Error implements ServiceError {
  constructor(
    readonly httpStatus: number,
    message: string,
  ) {
    super(message);
  }

  headers(): Record<string, string> {
    return { 'X-Teapot': 'short and stout' };
  }

  body(): object {
    return { teapot: this.message };
  }
}

async function teapotService() {
  const app = Fastify();
  answerErrors(app, {
    asServiceError: (error) => (error instanceof TeapotError ? error : new TeapotError(500, 'spilled')),
    notFound: (request) => new TeapotError(404, `no pot at ${request.url}`),
  });
  app.get('/brew', async () => {
    throw new TeapotError(418, 'I am a teapot');
  });
  app.get('/bug', async () => {
    throw new TypeError('secret internals');
  });
  return app;
}

test("an error a route throws is answered with the service's status, headers and JSON body", async () => {
  const app = await teapotService();
  const answer = await app.inject({ method: 'GET', url: '/brew' });
  expect(answer.statusCode).toBe(418);
  expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
  expect(answer.headers['x-teapot']).toBe('short and stout');
  expect(answer.body).toBe('{"teapot":"I am a teapot"}');
});

test("anything else a route throws is answered as the service's rule translates it, leaking nothing", async () => {
  const app = await teapotService();
  const answer = await app.inject({ method: 'GET', url: '/bug' });
  expect(answer.statusCode).toBe(500);
  expect(answer.body).toBe('{"teapot":"spilled"}');
});

test("a path no route serves is answered in the service's shape", async () => {
  const app = await teapotService();
  const answer = await app.inject({ method: 'GET', url: '/kettle' });
  expect(answer.statusCode).toBe(404);
  expect(answer.json()).toEqual({ teapot: 'no pot at /kettle' });
});
