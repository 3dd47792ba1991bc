import { COLLECTION } from '@/features/fulfilment/fulfilment-kinds';
import { FulfilmentScreen } from '@/features/fulfilment/routes/fulfilment-screen';

/** Collection (spec 001 §2.12): takeaway and click and collect orders waiting to be picked up. */
export const CollectionPage = () => <FulfilmentScreen config={COLLECTION} />;
