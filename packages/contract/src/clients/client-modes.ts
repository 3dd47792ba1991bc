/** The merchant's ordering features that the derived modes read (spec 001 §3). */
export type ModeFeatures = {
  featureEatIn: boolean;
  featureTakeaway: boolean;
  featureInStore: boolean;
  featureHomeDelivery: boolean;
  featureClickAndCollect: boolean;
};

export type ClientModes = {
  /** Food is prepared to order: eat-in or takeaway is on. */
  restaurantMode: boolean;
  /** Goods are sold off the shelf: in-store, home delivery or click-and-collect is on. */
  storeMode: boolean;
};

/**
 * Spec 001 §3 "Derived: restaurant mode (eat-in or takeaway) and store mode (in-store,
 * home delivery or click-and-collect)". Derived, never stored, so a mode can never
 * disagree with the features it comes from; both may be on at once.
 */
export const deriveClientModes = (features: ModeFeatures): ClientModes => ({
  restaurantMode: features.featureEatIn || features.featureTakeaway,
  storeMode:
    features.featureInStore || features.featureHomeDelivery || features.featureClickAndCollect,
});
