import { relations } from 'drizzle-orm';
import { attributes, productAttributes } from './attributes.js';
import { categories, optionChoices, optionSets, productOptionSets, products } from './catalogue.js';
import { menus, menuTimes } from './till.js';

// Relations for drizzle's relational queries over the catalogue: a product
// with its option sets, their choices and its attributes; a category with its children.

export const categoriesRelations = relations(categories, ({ one, many }) => ({
  parent: one(categories, {
    fields: [categories.parentCategoryId],
    references: [categories.id],
    relationName: 'category_parent',
  }),
  children: many(categories, { relationName: 'category_parent' }),
  products: many(products),
}));

export const productsRelations = relations(products, ({ one, many }) => ({
  category: one(categories, {
    fields: [products.parentCategoryId],
    references: [categories.id],
  }),
  optionSets: many(productOptionSets),
  productAttributes: many(productAttributes),
}));

export const productOptionSetsRelations = relations(productOptionSets, ({ one }) => ({
  product: one(products, { fields: [productOptionSets.productId], references: [products.id] }),
  optionSet: one(optionSets, {
    fields: [productOptionSets.optionSetId],
    references: [optionSets.id],
  }),
}));

export const optionSetsRelations = relations(optionSets, ({ many }) => ({
  products: many(productOptionSets),
  optionChoices: many(optionChoices),
}));

export const optionChoicesRelations = relations(optionChoices, ({ one }) => ({
  optionSet: one(optionSets, {
    fields: [optionChoices.optionSetId],
    references: [optionSets.id],
  }),
}));

export const attributesRelations = relations(attributes, ({ many }) => ({
  productAttributes: many(productAttributes),
}));

export const productAttributesRelations = relations(productAttributes, ({ one }) => ({
  product: one(products, { fields: [productAttributes.productId], references: [products.id] }),
  attribute: one(attributes, {
    fields: [productAttributes.attributeId],
    references: [attributes.id],
  }),
}));

export const menusRelations = relations(menus, ({ many }) => ({
  menuTimes: many(menuTimes),
}));

export const menuTimesRelations = relations(menuTimes, ({ one }) => ({
  menu: one(menus, { fields: [menuTimes.menuId], references: [menus.id] }),
}));
