import type { DiscountPreset } from '@opentill/contract/settings/discount-settings.schemas';
import { useSession } from '@/api/get-session';

const NONE: readonly DiscountPreset[] = [];

/**
 * The merchant's one-tap discounts (Settings → Discounts). A session kept from before
 * issue 16 (the till reloaded with no server) has none.
 */
export const useDiscountPresets = (): readonly DiscountPreset[] =>
  useSession().client?.discountPresets ?? NONE;
