import { describe, expect, it } from 'vitest';
import { ApiError } from '@/api/api-error';
import { orderCreateFeedback } from '@/features/till/checkout/details/order-create-errors';

describe('orderCreateFeedback', () => {
  it('toasts the postcode message and puts each field error on its field', () => {
    const feedback = orderCreateFeedback(
      new ApiError(400, {
        'customer.postcode': ['Enter a valid UK postcode, such as SW1A 1AA.'],
        orderDatetimeSlot: ['This time is fully booked. Please choose another.'],
        'orderItems.0.productId': ['This product is not on the menu.'],
      }),
    );
    expect(feedback.toast).toBe('Enter a valid UK postcode, such as SW1A 1AA.');
    expect(feedback.fieldErrors).toEqual({
      postcode: 'Enter a valid UK postcode, such as SW1A 1AA.',
      slotTime: 'This time is fully booked. Please choose another.',
    });
    expect(feedback.formError).toBe('This product is not on the menu.');
  });

  it('reads nested field errors too', () => {
    const feedback = orderCreateFeedback(
      new ApiError(400, { customer: { postcode: ['Postcode is required'] } } as never),
    );
    expect(feedback.toast).toBe('Postcode is required');
  });

  it('says "Please check your details!" for a 400 without a postcode message', () => {
    expect(orderCreateFeedback(new ApiError(400, { table: ['Table is required'] })).toast).toBe(
      'Please check your details!',
    );
  });

  it('names the product the server refused instead of "Please check your details!"', () => {
    const feedback = orderCreateFeedback(
      new ApiError(400, { orderItems: ['Carrot Cake is out of stock.'] }),
    );
    expect(feedback.toast).toBe('Carrot Cake is out of stock.');
    expect(feedback.formError).toBe('Carrot Cake is out of stock.');
  });

  it('says so when the cart was rung up by a cashier no longer signed in', () => {
    const message =
      'Another cashier is signed in now. Keep the cart for them or start a new order.';
    expect(orderCreateFeedback(new ApiError(400, { cashier: [message] })).toast).toBe(message);
  });

  it('says something went wrong when there is no answer to read', () => {
    expect(orderCreateFeedback(new ApiError(0, null)).toast).toBe(
      'Sorry, something went wrong making your request!',
    );
    expect(orderCreateFeedback(new ApiError(500, { detail: 'x' })).toast).toBe(
      'Sorry, something went wrong making your request!',
    );
  });
});
