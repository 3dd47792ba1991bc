import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_QUERY_KEY } from '@/api/get-session';
import { resizePhoto } from '@/features/account/photo/resize-photo';
import { EditProfilePage } from '@/features/account/routes/edit-profile-page';
import { makeSession, makeUser } from '@/testing/factories';
import { stubFetch, type FetchCall, type StubRoutes } from '@/testing/fetch-stub';
import { renderRoute } from '@/testing/render-route';

// jsdom has no canvas: the resize is the browser's (journeys check it); here it is a stand-in.
vi.mock('@/features/account/photo/resize-photo', () => ({ resizePhoto: vi.fn() }));

const STORED_PHOTO = '/api/users/user-1/photo/?v=1';
const ME = {
  id: 'user-1',
  email: 'sam@cafe.test',
  first_name: 'Sam',
  last_name: 'Baker',
  phone: '',
  photo: STORED_PHOTO,
};

const renderEditProfile = (routes: StubRoutes) => {
  const stub = stubFetch({ 'GET /api/users/me/': { body: ME }, ...routes });
  const rendered = renderRoute({
    session: makeSession({ user: makeUser({ photo: STORED_PHOTO }) }),
    initialPath: '/edit-profile',
    routes: [{ path: '/edit-profile', element: <EditProfilePage /> }],
  });
  return { ...stub, ...rendered };
};

const save = () => userEvent.click(screen.getByRole('button', { name: 'Save Profile' }));

const patchSent = (calls: FetchCall[]): Record<string, FormDataEntryValue> => {
  const patch = calls.find((call) => call.method === 'PATCH');
  if (!(patch?.body instanceof FormData)) throw new Error('no multipart PATCH was sent');
  return Object.fromEntries(patch.body.entries());
};

describe('Edit Profile', () => {
  beforeEach(() => vi.mocked(resizePhoto).mockReset());

  it('shows the profile with its current photo', async () => {
    renderEditProfile({});
    expect(await screen.findByLabelText('First Name')).toHaveValue('Sam');
    expect(screen.getByLabelText('Last Name')).toHaveValue('Baker');
    expect(screen.getByRole('img', { name: 'Profile photo preview' })).toHaveAttribute(
      'src',
      STORED_PHOTO,
    );
  });

  it('sends only the non-empty fields, and not the photo it already has', async () => {
    const saved = { ...ME, first_name: 'Samantha' };
    const { calls, queryClient } = renderEditProfile({
      'PATCH /api/users/me/': { body: saved },
    });
    await userEvent.clear(await screen.findByLabelText('First Name'));
    await userEvent.type(screen.getByLabelText('First Name'), 'Samantha');
    await save();
    expect(await screen.findByText('Profile has been changed')).toBeInTheDocument();
    expect(patchSent(calls)).toEqual({ first_name: 'Samantha', last_name: 'Baker' });
    expect(
      queryClient.getQueryData<{ user: { firstName: string } }>(SESSION_QUERY_KEY)?.user,
    ).toMatchObject({ firstName: 'Samantha' });
  });

  it('sends a newly chosen photo as the resized JPEG', async () => {
    const resized = new Blob(['resized jpeg'], { type: 'image/jpeg' });
    vi.mocked(resizePhoto).mockResolvedValue(resized);
    const { calls } = renderEditProfile({
      'PATCH /api/users/me/': { body: { ...ME, photo: '/api/users/user-1/photo/?v=2' } },
    });
    const picked = new File(['png bytes'], 'me.png', { type: 'image/png' });
    await userEvent.upload(await screen.findByLabelText('Profile photo'), picked);
    expect(resizePhoto).toHaveBeenCalledWith(picked);
    // The preview swaps to the resized picture once it is ready.
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'Profile photo preview' })).toHaveAttribute(
        'src',
        expect.stringMatching(/^data:image\/jpeg;base64,/),
      ),
    );
    await save();
    expect(await screen.findByText('Profile has been changed')).toBeInTheDocument();
    const photo = patchSent(calls).photo;
    expect(photo).toBeInstanceOf(File);
    expect((photo as File).type).toBe('image/jpeg');
    expect((photo as File).name).toBe('photo.jpg');
  });

  it('refuses a file that is not a picture', async () => {
    vi.mocked(resizePhoto).mockRejectedValueOnce(new Error('cannot decode'));
    renderEditProfile({});
    await userEvent.upload(
      await screen.findByLabelText('Profile photo'),
      new File(['%PDF'], 'cv.pdf', { type: 'image/png' }),
    );
    expect(
      await screen.findByText('The photo must be a JPEG, PNG or WebP image.'),
    ).toBeInTheDocument();
  });

  it("says the save failed and puts the server's messages on their fields", async () => {
    renderEditProfile({
      'PATCH /api/users/me/': {
        status: 400,
        body: {
          last_name: ['Last Name must be at most 20 characters'],
          photo: ['The photo must be smaller than 5 MB.'],
        },
      },
    });
    await screen.findByLabelText('First Name');
    await save();
    expect(
      await screen.findByText('Something went wrong. Please check the form and try again.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Last Name')).toHaveAccessibleDescription(
      'Last Name must be at most 20 characters',
    );
    expect(screen.getByText('The photo must be smaller than 5 MB.')).toBeInTheDocument();
  });

  it('asks for a first name at most 20 characters long', async () => {
    renderEditProfile({});
    await userEvent.clear(await screen.findByLabelText('First Name'));
    await userEvent.type(screen.getByLabelText('First Name'), 'x'.repeat(21));
    await save();
    expect(await screen.findByText('First Name must be at most 20 characters')).toBeInTheDocument();
  });
});
