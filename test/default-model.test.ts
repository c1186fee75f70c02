import { beforeAll, describe, expect, it } from 'vitest';
import { Understander } from '../src/understander.js';
import { DEFAULT_CORPUS, trainedModel } from './helpers.js';

let u: Understander;
beforeAll(async () => { u = Understander.fromModel(await trainedModel(DEFAULT_CORPUS)); });

describe('default shop model', () => {
  it.each([
    ['where is my order A93817', 'orderStatus'],
    ['I want to cancel my order', 'cancelOrder'],
    ['how do I send back a shirt that does not fit', 'returnItem'],
    ['how long does delivery take', 'shippingInfo'],
    ['can I pay with paypal', 'paymentMethods'],
    ['let me speak to a real person', 'talkToAgent'],
    ['good evening', 'greeting'],
    ['see you later', 'goodbye'],
    ['thanks a lot', 'thanks'],
    ['what can you do', 'help'],
    ['do you sell hiking boots', 'productSearch'],
  ])('answers %j as %s', async (statement, intent) => {
    expect((await u.understand(statement)).intentName).toBe(intent);
  });

  it.each([
    'what is the weather in paris tomorrow',
    'tell me a funny joke',
    'wake me up at 6 am',
    'play some jazz',
    'who painted the mona lisa',
  ])('leaves %j unmatched', async (statement) => {
    expect(await u.understand(statement)).toMatchObject({ intentId: null, intentName: null, params: {}, matched: false });
  });

  it('annotates an order number', async () => {
    expect((await u.understand('cancel order 784512 please')).params).toEqual({ orderNumber: '784512' });
  });
});
