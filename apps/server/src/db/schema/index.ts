// The one barrel in the server: drizzle-kit reads the schema from here, and
// drizzle({ schema }) needs every table and relation in one object.
export * from './values.js';
export * from './clients.js';
export * from './client-logos.js';
export * from './accounts.js';
export * from './cashiers.js';
export * from './devices.js';
export * from './community.js';
export * from './catalogue.js';
export * from './attributes.js';
export * from './till.js';
export * from './customers.js';
export * from './orders.js';
export * from './order-items.js';
export * from './drawer.js';
export * from './payments.js';
export * from './operations.js';
export * from './reports.js';
export * from './close-day.js';
export * from './tips.js';
export * from './infra.js';
export * from './events.js';
export * from './printing.js';
export * from './order-relations.js';
export * from './catalogue-relations.js';
