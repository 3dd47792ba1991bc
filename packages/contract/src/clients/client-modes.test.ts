import { describe, expect, it } from 'vitest';
import { deriveClientModes, type ModeFeatures } from './client-modes.js';

const none: ModeFeatures = {
  featureEatIn: false,
  featureTakeaway: false,
  featureInStore: false,
  featureHomeDelivery: false,
  featureClickAndCollect: false,
};

describe('deriveClientModes', () => {
  it('is neither mode with every feature off', () => {
    expect(deriveClientModes(none)).toEqual({ restaurantMode: false, storeMode: false });
  });

  it.each(['featureEatIn', 'featureTakeaway'] as const)('%s alone is restaurant mode', (key) => {
    expect(deriveClientModes({ ...none, [key]: true })).toEqual({
      restaurantMode: true,
      storeMode: false,
    });
  });

  it.each(['featureInStore', 'featureHomeDelivery', 'featureClickAndCollect'] as const)(
    '%s alone is store mode',
    (key) => {
      expect(deriveClientModes({ ...none, [key]: true })).toEqual({
        restaurantMode: false,
        storeMode: true,
      });
    },
  );

  it('is both modes when a café also sells off the shelf', () => {
    expect(
      deriveClientModes({ ...none, featureEatIn: true, featureClickAndCollect: true }),
    ).toEqual({ restaurantMode: true, storeMode: true });
  });
});
