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

  it.each([
    ['show me adidas running shoes under $60', { vendor: 'Adidas', title: 'running shoes', toPrice: '60' }],
    ['tvs between 400 and 800 dollars', { title: 'tvs', fromPrice: '400', toPrice: '800' }],
    ['any sony headphones over 99.99', { vendor: 'Sony', title: 'headphones', fromPrice: '99.99' }],
    ['I want a winter coat', { title: 'winter coat' }],
    ["Levi's jeans from $40 to $1,100", { vendor: "Levi's", title: 'jeans', fromPrice: '40', toPrice: '1100' }],
    ['gifts under fifty bucks', { title: 'gifts', toPrice: '50' }],
    ["I'm looking for a red dress from Zara under $80", { title: 'red dress', vendor: 'Zara', toPrice: '80' }],
    ['under 50 nike shoes', { toPrice: '50', vendor: 'Nike', title: 'shoes' }],
    ['boots by Patagonia', { title: 'boots', vendor: 'Patagonia' }],
    ['addidas sneakers', { vendor: 'Adidas', title: 'sneakers' }],
    ['no more than 70 for a backpack', { toPrice: '70', title: 'backpack' }],
  ])('reads the product search %j', async (statement, params) => {
    const r = await u.understand(statement);
    expect(r.intentName).toBe('productSearch');
    expect(r.params).toEqual(params);
  });

  it('annotates an order number', async () => {
    expect((await u.understand('cancel order 784512 please')).params).toEqual({ orderNumber: '784512' });
  });
});
