import { bulkBody, invalidCells, withCurrentFigures, withEdit } from './bulk-edit';
import {
  combinations,
  formPathFor,
  formToBody,
  generateVariants,
  missingForPublishing,
  productToForm,
  withoutOptionValue,
  type OptionFormValue,
  type VariantFormValue,
} from './product-form';
import { productFixture } from './test-fixtures';

const options: OptionFormValue[] = [
  {
    name: { en: 'Colour', kh: 'ពណ៌' },
    values: [
      { en: 'Red', kh: '' },
      { en: 'Blue', kh: '' },
    ],
  },
  {
    name: { en: 'Size', kh: 'ទំហំ' },
    values: [
      { en: 'S', kh: 'S' },
      { en: 'M', kh: 'M' },
    ],
  },
];
const variant = (choices: string[], extra: Partial<VariantFormValue> = {}): VariantFormValue => ({
  variantId: null,
  choices,
  sku: '',
  price: '5',
  stock: '0',
  ...extra,
});

describe('product form', () => {
  it('makes every combination of the values, keeping existing rows and dropping empty placeholders', () => {
    expect(combinations(options)).toEqual([
      ['0', '0'],
      ['0', '1'],
      ['1', '0'],
      ['1', '1'],
    ]);
    const kept = variant(['1', '0'], { variantId: 7, sku: 'B-S', price: '9', stock: '3' });
    const rows = generateVariants(options, [variant(['', '']), kept]);
    expect(rows.map((row) => row.choices.join())).toEqual(['0,0', '0,1', '1,0', '1,1']);
    expect(rows[2]).toBe(kept);
    expect(rows[0]).toMatchObject({ variantId: null, price: '5', stock: '0' });
    expect(combinations([])).toEqual([[]]);
  });

  it('moves the variants along when an option value is removed', () => {
    const rows = withoutOptionValue([variant(['0', '1']), variant(['1', '1']), variant(['', '0'])], 0, 0);
    expect(rows.map((row) => row.choices)).toEqual([
      ['', '1'],
      ['0', '1'],
      ['', '0'],
    ]);
  });

  it('round-trips a product through the form into the body the API takes', () => {
    const product = productFixture({ deliveryFee: 1.5, discount: 10 });
    const values = productToForm(product);
    expect(values.variants[1]).toEqual({
      variantId: 32,
      choices: ['1'],
      sku: 'SC-BLUE',
      price: '12.50',
      stock: '2',
    });
    const body = formToBody(values);
    expect(body).toMatchObject({
      categoryId: 100,
      storeId: 3,
      discount: 10,
      deliveryFee: 1.5,
      lowStockThreshold: 5,
    });
    expect(body.variants).toEqual([
      { id: 31, sku: 'SC-RED', attributes: { Colour: 'Red' }, price: 12.5, stock: 8 },
      { id: 32, sku: 'SC-BLUE', attributes: { Colour: 'Blue' }, price: 12.5, stock: 2 },
    ]);
  });

  it('lists the texts missing to publish', () => {
    const values = productToForm(productFixture({ description: { en: 'Silk', kh: ' ' } }));
    values.options[0]!.values[0]!.en = '';
    expect(missingForPublishing(values).map((entry) => entry.path)).toEqual([
      'description.kh',
      'options.0.values.0.en',
    ]);
  });

  it('places the API field paths on the form fields', () => {
    const fields = ['name.kh', 'variants.1.sku', 'variants.1.choices', 'options.0.values.0.kh'];
    expect(formPathFor('name.kh', fields)).toBe('name.kh');
    expect(formPathFor('variants.1.sku', fields)).toBe('variants.1.sku');
    expect(formPathFor('variants.1.attributes', fields)).toBe('variants.1.choices');
    expect(formPathFor('variants.1.id', fields)).toBe('variants.1.choices');
    expect(formPathFor('variants', fields)).toBe('variants.root');
    expect(formPathFor('options.0.values', fields)).toBe('options.0.values.root');
    expect(formPathFor('somethingElse', fields)).toBeNull();
  });
});

describe('bulk edit changes', () => {
  const shown = { price: 10, stock: 4 };
  it('keeps a row only while it differs from the figures it showed', () => {
    let edits = withEdit({}, 1, 'price', '11', shown);
    expect(edits[1]).toEqual({ price: '11', expected: shown });
    edits = withEdit(edits, 1, 'price', '10.00', shown);
    expect(edits).toEqual({});
  });

  it('sends only the changed figures with what the table showed', () => {
    let edits = withEdit({}, 1, 'price', '11.5', shown);
    edits = withEdit(edits, 2, 'stock', '7', { price: 3, stock: 1 });
    expect(bulkBody(edits)).toEqual({
      order: [1, 2],
      body: {
        changes: [
          { variantId: 1, price: 11.5, expected: shown },
          { variantId: 2, stock: 7, expected: { price: 3, stock: 1 } },
        ],
      },
    });
  });

  it('finds invalid cells and takes the current figures after a refusal', () => {
    const edits = withEdit(withEdit({}, 1, 'price', '1.999', shown), 2, 'stock', '7', shown);
    expect(invalidCells(edits)).toEqual(['1.price']);
    const after = withCurrentFigures(edits, [{ variantId: 2, price: 10, stock: 7 }]);
    // The stock typed is what it is now: nothing left to change on that row.
    expect(after[2]).toBeUndefined();
    expect(after[1]).toEqual(edits[1]);
  });
});
