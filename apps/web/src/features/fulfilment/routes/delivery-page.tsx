import { DELIVERY } from '@/features/fulfilment/fulfilment-kinds';
import { FulfilmentScreen } from '@/features/fulfilment/routes/fulfilment-screen';

/** Delivery (spec 001 §2.11, title Delivery): home delivery and delivery orders to send out. */
export const DeliveryPage = () => <FulfilmentScreen config={DELIVERY} />;
