import { parseCookie, stringifySetCookie } from 'cookie';
import type { Request, Response } from 'express';
import type { Env } from '../env';

/** HTTPS deployments get Secure and the __Host- prefix (bound to the host, path /). */
export function isHttps(env: Env, req?: Request): boolean {
  return env.SITE_URL.startsWith('https://') || Boolean(req?.secure);
}

export function sessionCookieName(env: Env, req?: Request): string {
  return isHttps(env, req) ? '__Host-puur_session' : 'puur_session';
}

export function readSessionCookie(env: Env, req: Request): string | undefined {
  const cookies = parseCookie(req.headers.cookie ?? '');
  return cookies[sessionCookieName(env, req)];
}

export function setSessionCookie(
  env: Env,
  req: Request,
  res: Response,
  token: string,
  expires: Date,
) {
  res.append(
    'Set-Cookie',
    stringifySetCookie({
      name: sessionCookieName(env, req),
      value: token,
      httpOnly: true,
      sameSite: 'lax',
      secure: isHttps(env, req),
      path: '/',
      expires,
    }),
  );
}

export function clearSessionCookie(env: Env, req: Request, res: Response) {
  res.append(
    'Set-Cookie',
    stringifySetCookie({
      name: sessionCookieName(env, req),
      value: '',
      httpOnly: true,
      sameSite: 'lax',
      secure: isHttps(env, req),
      path: '/',
      expires: new Date(0),
    }),
  );
}
