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
    // Issue 26: an amount with no direction word is the budget; "around X" a fifth either side.
    ['nike shoes 50 dollars', { vendor: 'Nike', title: 'shoes', toPrice: '50' }],
    ['shoes for 50 dollars', { title: 'shoes', toPrice: '50' }],
    ['show me shoes around $50', { title: 'shoes', fromPrice: '40', toPrice: '60' }],
    ['a tv for about 1,000 dollars', { title: 'tv', fromPrice: '800', toPrice: '1200' }],
  ])('reads the product search %j', async (statement, params) => {
    const r = await u.understand(statement);
    expect(r.intentName).toBe('productSearch');
    expect(r.params).toEqual(params);
  });

  it('annotates an order number', async () => {
    expect((await u.understand('cancel order 784512 please')).params).toEqual({ orderNumber: '784512' });
  });

  // Issue 16: the default corpus is what every newcomer judges us by.
  it.each([
    ['I want to return order A12345 and get a refund', 'returnItem', { orderNumber: 'A12345' }],
    ['I need to return A55120, it is broken', 'returnItem', { orderNumber: 'A55120' }],
    ['can I return order 784512', 'returnItem', { orderNumber: '784512' }],
    ['refund for order 123456', 'returnItem', { orderNumber: '123456' }],
    ['please cancel my order C12345 and refund me', 'cancelOrder', { orderNumber: 'C12345' }],
    ['is order A12345 shipped', 'orderStatus', { orderNumber: 'A12345' }],
  ])('gives the order number wherever a user gives one: %j', async (statement, intent, params) => {
    const r = await u.understand(statement);
    expect(r.intentName).toBe(intent);
    expect(r.params).toEqual(params);
  });

  it.each([
    // the statements of issue 16
    ['boots by patagonia', { title: 'boots', vendor: 'Patagonia' }],
    ['cheap patagonia boots over $100 and under $300', { vendor: 'Patagonia', title: 'boots', fromPrice: '100', toPrice: '300' }],
    ['search for adidas hoodies', { vendor: 'Adidas', title: 'hoodies' }],
    ['air fryers from ninja between 80 and 150', { title: 'air fryers', vendor: 'Ninja', fromPrice: '80', toPrice: '150' }],
    // similar ones, in no corpus file
    ['cheap columbia jackets over $50 and under $150', { vendor: 'Columbia', title: 'jackets', fromPrice: '50', toPrice: '150' }],
    ['blenders from vitamix between 200 and 400', { title: 'blenders', vendor: 'Vitamix', fromPrice: '200', toPrice: '400' }],
    ['search hoodies from carhartt under 80', { title: 'hoodies', vendor: 'Carhartt', toPrice: '80' }],
    ['i want cheap garmin watches between 150 and 300', { vendor: 'Garmin', title: 'watches', fromPrice: '150', toPrice: '300' }],
    ['coffee makers from keurig under 100', { title: 'coffee makers', vendor: 'Keurig', toPrice: '100' }],
    ['search for instant pot pressure cookers', { vendor: 'Instant Pot', title: 'pressure cookers' }],
    ['show me lululemon leggings', { vendor: 'Lululemon', title: 'leggings' }],
    ['show me allbirds sneakers', { vendor: 'Allbirds', title: 'sneakers' }],
    ['affordable running shoes from brooks', { title: 'running shoes', vendor: 'Brooks' }],
    ['find me cheap le creuset pans', { vendor: 'Le Creuset', title: 'pans' }],
    ['cheap laptops', { title: 'laptops' }],
    ['budget laptops for students', { title: 'laptops' }],
    ['where can I buy cheap sunglasses', { title: 'sunglasses' }],
    ['can you find me a cheap phone case', { title: 'phone case' }],
    ['show me the best selling headphones', { title: 'headphones' }],
    ['search for levis jeans between 40 and 80', { vendor: "Levi's", title: 'jeans', fromPrice: '40', toPrice: '80' }],
    ['headphones between three hundred and five hundred dollars', { title: 'headphones', fromPrice: '300', toPrice: '500' }],
  ])('reads the shopper\'s search %j: brand, title and prices, no filler word in the title', async (statement, params) => {
    const r = await u.understand(statement);
    expect(r.intentName).toBe('productSearch');
    expect(r.params).toEqual(params);
  });

  it('answers the definition rules on the default corpus: no control character, exact digits, no negative price', async () => {
    expect((await u.understand('nike\u0000shoes')).params).toEqual({ vendor: 'Nike', title: 'shoes' });
    expect((await u.understand('shoes under 99999999999999999999 dollars')).params).toEqual({ title: 'shoes', toPrice: '99999999999999999999' });
    expect((await u.understand('shoes under -5 dollars')).params).toEqual({ title: 'shoes' });
  });
});
