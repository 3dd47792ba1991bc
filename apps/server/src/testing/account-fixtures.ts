import sharp from 'sharp';

/** A real PNG, e.g. a 1200×800 photo a phone would send before any resizing. */
export const makePng = (width: number, height: number): Promise<Buffer> =>
  sharp({
    create: { width, height, channels: 4, background: { r: 30, g: 120, b: 200, alpha: 1 } },
  })
    .png()
    .toBuffer();

/** A multipart form as the web sends it: snake_case text fields and an optional photo. */
export const multipartForm = (
  fields: Record<string, string>,
  photo?: { data: Buffer; filename: string; type: string },
): FormData => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (photo)
    form.append(
      'photo',
      new Blob([new Uint8Array(photo.data)], { type: photo.type }),
      photo.filename,
    );
  return form;
};

/** The token of the newest accept-invite link mailed to `email`. */
export const inviteTokenFromOutbox = (
  outbox: readonly { recipient: string; body: string }[],
  email: string,
): string => {
  const mail = outbox.find((m) => m.recipient === email.toLowerCase());
  const match = mail && /\/accept-invite\?token=([\w-]+)/.exec(mail.body);
  if (!match?.[1]) throw new Error(`no invite link mailed to ${email}`);
  return match[1];
};

/** The fields of a valid Create Your Account form, as the web sends them. */
export const acceptForm = (overrides: Record<string, string> = {}): Record<string, string> => ({
  first_name: 'Nina',
  last_name: 'New',
  phone: '07700 900777',
  password: 'a-good-password',
  password_confirm: 'a-good-password',
  terms_accepted: 'true',
  ...overrides,
});
