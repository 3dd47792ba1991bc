/** How the route guard and the log-in screen agree on where to go (spec 001 §2.2, 000 §2). */
export const LOGIN_PATH = '/login';
/** Where a person asks for a magic log-in link, and where a failed one lands (001 §2.1). */
export const REQUEST_LOGIN_PATH = '/request-login';
export const REDIRECT_PARAM = 'redirectFrom';

/** `/login?redirectFrom=/orders`, and plain `/login` when the wanted path is `/`. */
export const buildLoginPath = (wantedPath: string): string =>
  wantedPath === '/' || wantedPath === ''
    ? LOGIN_PATH
    : `${LOGIN_PATH}?${new URLSearchParams({ [REDIRECT_PARAM]: wantedPath })}`;

/** Where to go after log in: the redirectFrom value if it is a path of this app, else `/`. */
export const getRedirectTarget = (redirectFrom: string | null): string =>
  redirectFrom !== null && redirectFrom.startsWith('/') && !redirectFrom.startsWith('//')
    ? redirectFrom
    : '/';
