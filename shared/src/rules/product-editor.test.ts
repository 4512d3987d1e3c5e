import { productEditorProblems, restockSignProblem, type ProductEditorDraft } from './product-editor';

const draft = (overrides: Partial<ProductEditorDraft> = {}): ProductEditorDraft => ({
  published: true,
  name: { en: 'Scarf', kh: 'ក្រមា' },
  description: { en: 'Silk', kh: 'សូត្រ' },
  options: [
    {
      name: { en: 'color', kh: 'ពណ៌' },
      values: [
        { en: 'Red', kh: 'ក្រហម' },
        { en: 'Blue', kh: 'ខៀវ' },
      ],
    },
    { name: { en: 'size', kh: 'ទំហំ' }, values: [{ en: 'M', kh: 'M' }] },
  ],
  variants: [
    { sku: 'A', attributes: { color: 'Red', size: 'M' } },
    { sku: null, attributes: { size: 'M', color: 'Blue' } },
  ],
  ...overrides,
});

describe('productEditorProblems', () => {
  it('finds nothing wrong with a complete product', () => {
    expect(productEditorProblems(draft())).toEqual({});
  });

  it('asks for every English and Khmer text to publish, and for none while unpublished', () => {
    const missing = draft({
      name: { en: 'Scarf', kh: ' ' },
      options: [{ name: { en: 'color', kh: '' }, values: [{ en: 'Red', kh: '' }] }],
      description: { en: '', kh: 'សូត្រ' },
      variants: [{ attributes: { color: 'Red' } }],
    });
    expect(productEditorProblems(missing)).toEqual({
      'name.kh': 'product.khmer_required',
      'description.en': 'product.english_required',
      'options.0.name.kh': 'product.khmer_required',
      'options.0.values.0.kh': 'product.khmer_required',
    });
    expect(productEditorProblems({ ...missing, published: false })).toEqual({});
  });

  it('refuses repeated option names and values per language, ignoring case and spaces', () => {
    const problems = productEditorProblems(
      draft({
        options: [
          {
            name: { en: 'Color', kh: 'ពណ៌' },
            values: [
              { en: 'Red', kh: 'ក្រហម' },
              { en: ' red ', kh: 'ក្រហមចាស់' },
            ],
          },
          { name: { en: 'color', kh: 'ពណ៌' }, values: [{ en: 'X', kh: 'X' }] },
        ],
        variants: [],
      }),
    );
    expect(problems).toEqual({
      'options.1.name.en': 'product.option_name_duplicate',
      'options.1.name.kh': 'product.option_name_duplicate',
      'options.0.values.1.en': 'product.option_value_duplicate',
    });
  });

  it('checks each variant names every option once with one of its values, no two alike, no SKU twice', () => {
    expect(
      productEditorProblems(
        draft({
          variants: [
            { sku: 'A', attributes: { color: 'Red', size: 'M' } },
            { sku: 'A ', attributes: { color: 'Red', size: 'M' } },
            { attributes: { color: 'Red' } },
            { attributes: { color: 'Green', size: 'M' } },
            { attributes: { color: 'Red', size: 'M', fit: 'Slim' } },
          ],
        }),
      ),
    ).toEqual({
      'variants.1.attributes': 'product.variant_duplicate',
      'variants.1.sku': 'product.sku_duplicate',
      'variants.2.attributes': 'product.variant_attributes_invalid',
      'variants.3.attributes': 'product.variant_attributes_invalid',
      'variants.4.attributes': 'product.variant_attributes_invalid',
    });
  });

  it('compares SKUs as written', () => {
    const variants = [
      { sku: 'A', attributes: { color: 'Red', size: 'M' } },
      { sku: 'a', attributes: { color: 'Blue', size: 'M' } },
    ];
    expect(productEditorProblems(draft({ variants }))).toEqual({});
  });

  it('takes a product without options as one variant with no attributes', () => {
    expect(productEditorProblems(draft({ options: [], variants: [{ attributes: {} }] }))).toEqual({});
  });
});

describe('restockSignProblem', () => {
  it('wants restocks and returns to add, damaged stock to go, corrections either way, never 0', () => {
    expect(restockSignProblem('restock', 5)).toBeNull();
    expect(restockSignProblem('restock', -5)).toBe('stock.quantity_must_add');
    expect(restockSignProblem('returned', -1)).toBe('stock.quantity_must_add');
    expect(restockSignProblem('damaged', 2)).toBe('stock.quantity_must_remove');
    expect(restockSignProblem('damaged', -2)).toBeNull();
    expect(restockSignProblem('correction', -2)).toBeNull();
    expect(restockSignProblem('correction', 0)).toBe('stock.quantity_zero');
  });
});
