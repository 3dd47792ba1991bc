import { relations } from 'drizzle-orm';
import { attributes, productAttributes } from './attributes.js';
import { categories, optionChoices, optionSets, productOptionSets, products } from './catalogue.js';
import { menus, menuTimes } from './till.js';

// Relations for drizzle's relational queries over the catalogue: a product
// with its option sets, their choices and its attributes; a category with its children.

export const categoriesRelations = relations(categories, ({ one, many }) => ({
  parent: one(categories, {
    fields: [categories.clientId, categories.parentCategoryId],
    references: [categories.clientId, categories.id],
    relationName: 'category_parent',
  }),
  children: many(categories, { relationName: 'category_parent' }),
  products: many(products),
}));

export const productsRelations = relations(products, ({ one, many }) => ({
  category: one(categories, {
    fields: [products.clientId, products.parentCategoryId],
    references: [categories.clientId, categories.id],
  }),
  optionSets: many(productOptionSets),
  productAttributes: many(productAttributes),
}));

export const productOptionSetsRelations = relations(productOptionSets, ({ one }) => ({
  product: one(products, {
    fields: [productOptionSets.clientId, productOptionSets.productId],
    references: [products.clientId, products.id],
  }),
  optionSet: one(optionSets, {
    fields: [productOptionSets.clientId, productOptionSets.optionSetId],
    references: [optionSets.clientId, optionSets.id],
  }),
}));

export const optionSetsRelations = relations(optionSets, ({ many }) => ({
  products: many(productOptionSets),
  optionChoices: many(optionChoices),
}));

export const optionChoicesRelations = relations(optionChoices, ({ one }) => ({
  optionSet: one(optionSets, {
    fields: [optionChoices.clientId, optionChoices.optionSetId],
    references: [optionSets.clientId, optionSets.id],
  }),
}));

export const attributesRelations = relations(attributes, ({ many }) => ({
  productAttributes: many(productAttributes),
}));

export const productAttributesRelations = relations(productAttributes, ({ one }) => ({
  product: one(products, {
    fields: [productAttributes.clientId, productAttributes.productId],
    references: [products.clientId, products.id],
  }),
  attribute: one(attributes, {
    fields: [productAttributes.clientId, productAttributes.attributeId],
    references: [attributes.clientId, attributes.id],
  }),
}));

export const menusRelations = relations(menus, ({ many }) => ({
  menuTimes: many(menuTimes),
}));

export const menuTimesRelations = relations(menuTimes, ({ one }) => ({
  menu: one(menus, {
    fields: [menuTimes.clientId, menuTimes.menuId],
    references: [menus.clientId, menus.id],
  }),
}));
