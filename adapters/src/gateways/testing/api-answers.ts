/**
 * Answers as the reference API sends them (backend `cart-service.ts`, `catalogue/product/tiles.ts`,
 * `catalogue/listing/listing.ts`, `catalogue/content/content.ts`…), for the gateways' unit tests. Money in integer
 * cents. The contract tests check the same shapes against the running API.
 */

export function aTileAnswer(id = 101, overrides: Record<string, unknown> = {}) {
  return {
    id,
    name: `Product ${id}`,
    brand: 'Puma',
    brandId: 3,
    url: `/p/product-${id}/`,
    image: `/images/products/${id}.svg`,
    images: [`/images/products/${id}.svg`, `/images/products/${id}-2.svg`],
    colour: { id: 1, name: 'Red', hex: '#c8102e' },
    genderSysname: 'male',
    category: 'Jerseys',
    categories: ['Jerseys'],
    sports: ['Football'],
    priceType: 'vk',
    prices: { vk: 8995, rrp: 9995, vkFull: 8995, rrpFull: 9995 },
    pricesFormatted: { vk: '€89.95', rrp: '€99.95', vkFull: '€89.95', rrpFull: '€99.95' },
    discountPercent: 10,
    showDiscount: true,
    isNew: false,
    isSale: true,
    isOutlet: false,
    isHeavy: false,
    isBike: false,
    isSki: false,
    available: true,
    sizes: [{ optionId: 1011, title: 'S', available: true }],
    ...overrides,
  };
}

export function aCartLineAnswer(overrides: Record<string, unknown> = {}) {
  return {
    id: 101,
    hash: 'a1b2c3d4e5f60718',
    option: { id: 1011, quantity: 2, stock: 10, title: 'S' },
    relatedProducts: [],
    isHeavy: false,
    isBike: false,
    isSki: false,
    genderSysname: 'unisex',
    status: 2,
    name: 'Austria Home Jersey 2026',
    brand: 'Puma',
    categories: ['Jerseys'],
    sports: ['Football'],
    url: '/p/product-101/',
    image: '/images/products/101.svg',
    priceType: 'vk',
    prices: { vk: 8995, rrp: 9995, vkFull: 17990, rrpFull: 19990 },
    pricesFormatted: { vk: '€89.95', rrp: '€99.95', vkFull: '€179.90', rrpFull: '€199.90' },
    ...overrides,
  };
}

export function aCartAnswer(
  products: unknown[] = [aCartLineAnswer()],
  uuid = 'u6f1c2d3e-0000-4000-8000-000000000001',
) {
  return {
    data: {
      uuid,
      products,
      total: {
        currency: 'EUR',
        itemCount: 2,
        subtotal: 17990,
        subtotalFormatted: '€179.90',
        deliveryPrice: 0,
        deliveryPriceFormatted: '€0.00',
        totalCartPrice: 17990,
        totalCartPriceFormatted: '€179.90',
      },
    },
  };
}

export function anAccountAnswer() {
  return {
    data: {
      uuid: '3b7c8f8e-1111-4111-8111-111111111111',
      hash: 'h1',
      firstName: 'Anna',
      lastName: 'Berger',
      email: 'anna@example.test',
      phone: '',
      birthday: '1990-04-01',
      gender: 'female',
      avatar: '',
      role: 'premium',
      p4m: false,
      verified: true,
      addresses: {
        shipping: [
          {
            uuid: '0f0e0d0c-0000-4000-8000-000000000001',
            firstname: 'Anna',
            lastname: 'Berger',
            city: 'Wien',
            countryId: 40,
            postal: '1010',
            street: 'Ring',
            streetNo: '1',
            deliveryType: 'home',
            isDefault: true,
          },
        ],
      },
    },
  };
}

export function anOrderAnswer(overrides: Record<string, unknown> = {}) {
  return {
    uuid: '9a9b9c9d-0000-4000-8000-000000000001',
    number: 'FS-2026-000001',
    createdAt: '2026-06-01T10:00:00.000Z',
    status: 'placed',
    lines: [
      {
        productId: 101,
        optionId: 1011,
        name: 'Austria Home Jersey 2026',
        brand: 'Puma',
        size: 'S',
        quantity: 2,
        unitPrice: 8995,
        linePrice: 17990,
        unitPriceFormatted: '€89.95',
        linePriceFormatted: '€179.90',
        image: '/images/products/101.svg',
        url: '/p/product-101/',
      },
    ],
    totals: { currency: 'EUR', subtotal: 17990, delivery: 0, total: 17990 },
    shippingAddress: {
      firstname: 'Anna',
      lastname: 'Berger',
      city: 'Wien',
      countryId: 40,
      postal: '1010',
      street: 'Ring',
      streetNo: '1',
      deliveryType: 'home',
    },
    paymentMethod: 'card',
    ...overrides,
  };
}

function aValue(fvId: number, name: string, extra: Record<string, unknown> = {}) {
  return {
    fv_id: fvId,
    fv_name: name,
    fv_name_mobile: name,
    hidden: false,
    type: 'text',
    count: 5,
    selected: false,
    ...extra,
  };
}

export function aListingAnswer() {
  return {
    products: [aTileAnswer(101), aTileAnswer(102)],
    pagination: { page: 1, perPage: 24, total: 30, totalPages: 2 },
    filters: [
      {
        f_id: 83,
        f_name: 'GENERAL_Brand',
        f_type: 'toggle',
        title: 'Brand',
        data: [aValue(1001, 'Puma')],
        selected: [],
      },
      {
        f_id: 92,
        f_name: 'price',
        f_type: 'dropdown',
        title: 'Price',
        data: [],
        selected: [],
        min: 4,
        max: 1200,
      },
      {
        f_id: 95,
        f_name: 'sports',
        f_type: 'toggle',
        title: 'Sport',
        data: [
          { ...aValue(4001, 'Football'), id: 1, pivot: [{ ...aValue(4011, 'Football boots'), id: 11 }] },
        ],
        selected: [4001],
      },
    ],
    selected: {
      byId: { '4001': { fv_id: 4001, fv_name: 'Football', f_id: 95, f_name: 'sports', page: false } },
      page: [],
      top: [{ fv_id: 4001, fv_name: 'Football', f_name: 'sports' }],
      last: [4001],
      left: { sports: [4001] },
      all: [4001],
      price: { min: null, max: null },
    },
    price: {
      priceType: 'vk',
      currency: 'EUR',
      range: { role: { min: 5, max: 150 }, mobile: { min: 5, max: 150 } },
    },
    view: { left: ['GENERAL_Brand', 'price', 'sports'] },
    categoryTree: {
      tree: [{ id: 7, name: 'Jerseys', url: '/men/jerseys/', count: 30, selected: true, children: [] }],
      genders: [
        { id: 1, name: 'Women', url: '/women/', count: 0, selected: false },
        { id: 2, name: 'Men', url: '/men/', count: 30, selected: true },
        { id: 3, name: 'Kids', url: '/kids/', count: 4, selected: false },
      ],
      lastLevel: true,
      isGenderInRequest: true,
      outlet: false,
    },
    sorting: { field: 'sales_rank', type: 'desc', options: [] },
    seo: {
      title: 'Jerseys · Men | Fan Shop',
      h1: 'Jerseys · Men',
      description: '30 products',
      canonical: '/men/jerseys/',
      robots: 'index,follow',
      alternates: { en: '/men/jerseys/', de: '/herren/trikots/' },
    },
  };
}

export function aProductAnswer() {
  return {
    ...aTileAnswer(101),
    sku: 'FS-101',
    description: 'The home jersey.',
    brandDetails: { id: 3, name: 'Puma', url: '/brand/puma/', logo: '/images/brands/3.svg' },
    options: [
      { id: 1011, title: 'S', stock: 10, available: true, sizeId: 1 },
      { id: 1013, title: 'L', stock: 0, available: false, sizeId: 3 },
    ],
    breadcrumbs: [
      { name: 'Men', url: '/men/' },
      { name: 'Product 101', url: '/p/product-101/' },
    ],
    relatedProducts: [aTileAnswer(102)],
    addedAt: '2026-05-01',
    seo: { title: 'Product 101 | Fan Shop', description: 'x', canonical: '/p/product-101/', alternates: {} },
  };
}
