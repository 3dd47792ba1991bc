export const readCookie = (name: string): string | null => {
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
};

export const CSRF_COOKIE = 'csrftoken';
export const hasCsrfCookie = (): boolean => readCookie(CSRF_COOKIE) !== null;
