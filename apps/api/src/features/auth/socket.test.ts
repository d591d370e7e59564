import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { openTestDb, dbKinds, testClock, testConfig } from '../../test/harness';
import { createAppContext } from '../../context';
import { createLogger } from '../../http/logger';
import { buildServer } from '../../server';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';

describe.each(dbKinds())('over a real socket, with logs on, on %s', (kind) => {
  let app: FastifyInstance;
  let db: Db;
  let base: string;
  const logLines: string[] = [];
  beforeAll(async () => {
    db = await openTestDb(kind);
    const stream = new Writable({
      write(chunk: Buffer, _enc, cb) {
        logLines.push(...chunk.toString().split('\n').filter(Boolean));
        cb();
      },
    });
    const clock = testClock();
    const log = createLogger({ LOG_LEVEL: 'info' }, stream);
    app = await buildServer(createAppContext({ config: testConfig(), db, now: clock.now, log }));
    await app.listen({ host: '127.0.0.1', port: 0 });
    const addr = app.server.address();
    base = `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`;
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  const post = (path: string, body: unknown, token?: string) =>
    fetch(base + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });

  test('OTP from the log provider line, sign-up, login, logout; no secret reaches the logs but the SMS line', async () => {
    const mobile = '9900112233';
    expect((await post('/otp/', { mobile })).status).toBe(200);
    const smsLines = logLines.map((l) => JSON.parse(l)).filter((l) => l.sms);
    expect(smsLines).toHaveLength(1);
    expect(smsLines[0].sms.to).toBe(`+91${mobile}`);
    const otp = /\b\d{6}\b/.exec(smsLines[0].sms.text)![0];

    const password = 'socket-secret-pw';
    const signup = await post('/signup/', { mobile, otp, name: 'Socket User', password, terms: true });
    expect(signup.status).toBe(201);
    const login = await post('/login/', { mobile, password });
    expect(login.status).toBe(200);
    const { token } = (await login.json()) as { token: string };
    const me = await fetch(`${base}/api/profile/`, { headers: { authorization: `Bearer ${token}` } });
    expect(((await me.json()) as { mobile: string }).mobile).toBe(mobile);
    expect((await post('/logout/', {}, token)).status).toBe(200);

    const everything = logLines.join('\n');
    expect(everything).not.toContain(password);
    expect(everything).not.toContain(token);
    expect(logLines.filter((l) => l.includes(otp))).toHaveLength(1);
  });

  test('a reset token reaches no log line: sent in the body, masked if a client puts it in a URL', async () => {
    const token = 'reset-token-that-must-not-be-logged-0123456789';
    expect((await post('/check-password/', { token })).status).toBe(400);
    const inQuery = await fetch(`${base}/api/lookup/cats/?token=${token}&x=1`);
    expect(inQuery.status).toBe(200);
    const everything = logLines.join('\n');
    expect(everything).not.toContain(token);
    expect(everything).toContain('/api/lookup/cats/?token=[redacted]&x=1');
  });

  test('CORS stays closed: no Access-Control-Allow-Origin for another origin', async () => {
    const res = await fetch(`${base}/api/lookup/cats/`, { headers: { origin: 'https://evil.example' } });
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });
});
