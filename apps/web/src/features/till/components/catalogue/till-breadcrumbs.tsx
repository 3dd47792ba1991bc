import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import { Link as RouterLink } from 'react-router';
import type { CategoryDetail } from '@opentill/contract/catalogue/category.schemas';
import { TILL_PATH } from '@/features/till/cashier-login-redirect';

export type TillCrumb = { label: string; to: string };

/** Till › Hot Drinks › Coffee, each a link to its level; the paths are built from the slugs. */
export const buildTillCrumbs = (
  category: Pick<CategoryDetail, 'slug' | 'name' | 'ancestors'> | null,
): TillCrumb[] => {
  const crumbs: TillCrumb[] = [{ label: 'Till', to: TILL_PATH }];
  if (category === null) return crumbs;
  const levels = [...category.ancestors, category];
  levels.forEach((level, index) =>
    crumbs.push({
      label: level.name,
      to: `${TILL_PATH}/${levels
        .slice(0, index + 1)
        .map((l) => l.slug)
        .join('/')}`,
    }),
  );
  return crumbs;
};

export type TillBreadcrumbsProps = {
  crumbs: readonly TillCrumb[];
  /** A category is on its way: its crumb is a placeholder. */
  isLoading: boolean;
};

/** The back button (to the parent level) and the breadcrumb trail. */
export const TillBreadcrumbs = ({ crumbs, isLoading }: TillBreadcrumbsProps) => {
  const parent = crumbs.length > 1 ? crumbs[crumbs.length - 2] : undefined;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, minWidth: 0 }}>
      {(parent !== undefined || isLoading) && (
        <IconButton
          component={RouterLink}
          to={parent?.to ?? TILL_PATH}
          aria-label="Back"
          edge="start"
          sx={{ color: 'primary.main' }}
        >
          <ArrowBackIcon />
        </IconButton>
      )}
      <Breadcrumbs
        aria-label="Breadcrumb"
        separator="›"
        sx={{ fontSize: '1.125rem', '& .MuiBreadcrumbs-separator': { mx: 0.75 } }}
      >
        {crumbs.map((crumb, index) => {
          const isCurrent = index === crumbs.length - 1 && !isLoading;
          return (
            <Link
              key={crumb.to}
              component={RouterLink}
              to={crumb.to}
              underline="hover"
              aria-current={isCurrent ? 'page' : undefined}
              sx={{
                fontWeight: isCurrent ? 700 : 500,
                color: isCurrent ? 'text.primary' : 'primary.main',
                display: 'inline-flex',
                alignItems: 'center',
                justifyContent: 'center',
                // A short crumb ("Till") is still a finger-sized target.
                minHeight: 48,
                minWidth: 48,
              }}
            >
              {crumb.label}
            </Link>
          );
        })}
        {isLoading && <Skeleton width={96} aria-label="Loading category" />}
      </Breadcrumbs>
    </Box>
  );
};
