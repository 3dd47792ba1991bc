import { relations } from 'drizzle-orm';
import { attributes, productAttributes } from './attributes.js';
import { categories, optionChoices, productOptions, products } from './catalogue.js';
import { menus, menuTimes } from './till.js';

// Relations for drizzle's relational queries over the catalogue: a product
// with its options, choices and attributes; a category with its children.

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
  options: many(productOptions),
  productAttributes: many(productAttributes),
}));

export const productOptionsRelations = relations(productOptions, ({ one, many }) => ({
  product: one(products, { fields: [productOptions.productId], references: [products.id] }),
  optionChoices: many(optionChoices),
}));

export const optionChoicesRelations = relations(optionChoices, ({ one }) => ({
  option: one(productOptions, {
    fields: [optionChoices.optionId],
    references: [productOptions.id],
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
