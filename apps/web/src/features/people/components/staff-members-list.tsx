import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import type { StaffMember } from '@opentill/contract/accounts/account.schemas';
import { GROUP_LABELS } from '@/features/people/components/staff-labels';
import { StaffRow } from '@/features/people/components/staff-row';

export type StaffMembersListProps = {
  members: StaffMember[];
  /** The signed-in user, who cannot remove themself. */
  currentUserId: string | null;
  onRemove: (member: StaffMember) => void;
};

const fullName = (member: StaffMember): string => `${member.firstName} ${member.lastName}`.trim();

/** The merchant's people: name, email, groups, whether active, and Remove. */
export const StaffMembersList = ({ members, currentUserId, onRemove }: StaffMembersListProps) => (
  <Box component="ul" aria-label="Members" sx={{ m: 0, p: 0, listStyle: 'none' }}>
    {members.map((member, index) => {
      const name = fullName(member);
      const isSelf = member.id === currentUserId;
      return (
        <StaffRow
          key={member.id}
          isLast={index === members.length - 1}
          title={name === '' ? member.email : name}
          subtitle={name === '' ? undefined : member.email}
          chips={
            <>
              {member.groups.map((group) => (
                <Chip key={group} size="small" label={GROUP_LABELS[group]} color="primary" />
              ))}
              <Chip
                size="small"
                variant="outlined"
                label={member.isActive ? 'Active' : 'Inactive'}
                color={member.isActive ? 'success' : 'default'}
              />
              {isSelf && <Chip size="small" variant="outlined" label="You" />}
            </>
          }
          actions={
            isSelf || !member.isActive ? undefined : (
              <Button
                color="error"
                onClick={() => onRemove(member)}
                aria-label={`Remove ${member.email}`}
              >
                Remove
              </Button>
            )
          }
        />
      );
    })}
  </Box>
);
