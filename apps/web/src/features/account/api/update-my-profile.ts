import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { User } from '@opentill/contract/accounts/account.schemas';
import type { Session } from '@opentill/contract/auth/auth.schemas';
import { api } from '@/api/api-client';
import { SESSION_QUERY_KEY } from '@/api/get-session';
import { MY_PROFILE_QUERY_KEY } from '@/features/account/api/get-my-profile';
import { toFormData, type FormDataValue } from '@/features/account/api/to-form-data';

/** PATCH users/me/ (multipart): only the fields given, already filtered by buildProfileFields. */
export const updateMyProfile = (fields: Record<string, FormDataValue>): Promise<User> =>
  api.patch<User>('users/me', toFormData(fields));

export const useUpdateMyProfile = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMyProfile,
    onSuccess: (user) => {
      queryClient.setQueryData(MY_PROFILE_QUERY_KEY, user);
      // The session carries the same name and photo; keep the two in step without a refetch.
      queryClient.setQueryData<Session>(SESSION_QUERY_KEY, (session) =>
        session?.user === null || session?.user === undefined
          ? session
          : {
              ...session,
              user: {
                ...session.user,
                firstName: user.firstName,
                lastName: user.lastName,
                phone: user.phone,
                photo: user.photo,
              },
            },
      );
    },
  });
};
