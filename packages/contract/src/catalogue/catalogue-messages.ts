/** Catalogue validation messages, word for word from spec 001 §5, and the ones the spec leaves open. */
export const catalogueMessages = {
  nameRequired: 'Name is required',
  nameTooLong: 'Name is too long (maximum 64 characters)',
  priceNegative: "Price can't be negative",
  stockNegative: "Stock can't be negative",
  hexColour: 'Incorrect Hex Colour Format',
  vatRate:
    'VAT rate must be empty, 0, 5, 20 or a percentage from 0 to 100 with at most two decimals.',
  /** The takeaway rate's field (issue 16), worded as the spec's vatRate message. */
  vatRateTakeaway:
    'Takeaway VAT rate must be empty, 0, 5, 20 or a percentage from 0 to 100 with at most two decimals.',
  wholePence: 'Enter a price in whole pence.',
  wholeStock: 'Stock must be a whole number.',
  categoryNotEmpty: 'This category still holds products or categories. Move or delete them first.',
  unknownCategory: 'Choose a category of this merchant.',
  categoryCycle: 'A category cannot sit inside itself or one of its own subcategories.',
  optionSetLabelRequired: 'Label is required',
  choiceLabelRequired: 'Every choice needs a label.',
  optionNeedsChoice: 'Add at least one choice.',
  tooManyChoices: 'An option set can have at most 50 choices.',
  choiceNotInSet: 'This choice is not in this option set.',
  unknownOptionSet: 'Choose an option set of this merchant.',
  optionSetRepeated: 'Each option set can be added to a product once.',
  tooManyOptionSets: 'A product can have at most 20 option sets.',
  optionSetNotFound: 'Option set not found.',
  positionRange: 'Choose a position from the list.',
  createProductFailed: 'Something went wrong creating product',
  deleteProductFailed: 'Something went wrong deleting product',
  createCategoryFailed: 'Something went wrong creating category',
  deleteCategoryFailed: 'Something went wrong deleting category',
  saveOptionSetFailed: 'Something went wrong saving option set',
  deleteOptionSetFailed: 'Something went wrong deleting option set',
  deleteCashierFailed: 'Something went wrong deleting cashier',
  /** Adding, removing or moving a favourite failed (issue 13). */
  favouritesFailed: 'Something went wrong changing Favourites',
  /** A tap on a sold-out tile (issue 12). */
  soldOut: (name: string) => `${name} is sold out.`,
  /** Under a cart line rung up past the stock the till knows of. */
  overStock: (left: number) => (left === 1 ? 'Only 1 left' : `Only ${left} left`),
  // Spec 001 §8: "creating a cashier also says creating product".
  createCashierFailed: 'Something went wrong creating product',
} as const;
