// Domain types shared by the API's responses and every app. Money is in US dollars (numbers with
// at most two decimals); discounts are percentages from 0 to 100.

export type Language = 'en' | 'kh';

/** Text stored in both interface languages. */
export interface LocalizedText {
  en: string;
  kh: string;
}

export interface AddressBookEntry {
  id: number;
  userId: number;
  type: 'home' | 'office' | 'other';
  isDefault: boolean;
  province: string;
  building: string;
  home: string;
  street: string;
  village: string;
  commune: string;
  district: string;
  email: string;
  postCode: string;
}

export interface User {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  addressBooks: AddressBookEntry[];
}

export interface Category {
  id: number;
  name: LocalizedText;
  /** Nested up to three levels: main → sub → leaf. */
  subCategories: Category[];
}

export interface Promotion {
  id: number;
  title: LocalizedText;
  startDate: string;
  endDate: string;
  /** Percentage off while the promotion is active. */
  discount: number;
  isActive: boolean;
}

/** Attribute name → chosen value, e.g. `{ color: 'Red', size: 'M' }`. */
export type Attributes = Record<string, string>;

export interface Variant {
  id: number;
  attributes: Attributes;
  stock: number;
  /** Price of this variant before any discount. */
  price: number;
}

export interface DeliveryCondition {
  minimumQuantity: number;
  totalFee: number | null;
  perUnitFee: number | null;
}

export interface ProductSummary {
  id: number;
  name: LocalizedText;
  price: number;
  discount: number;
  promotion: Promotion | null;
  imageUrl: string;
  rating: number;
  reviewCount: number;
  categoryId: number;
}

export interface Store {
  id: number;
  name: string;
}

export interface Product extends ProductSummary {
  description: LocalizedText;
  images: string[];
  variants: Variant[];
  deliveryFee: number | null;
  deliveryConditions: DeliveryCondition[];
  store: Store;
}

export interface CartItem {
  id: number;
  productId: number;
  quantity: number;
  attributes: Attributes;
  /** The chosen variant's price before discount, and how many are left. */
  unitPrice: number;
  stock: number;
  product: ProductSummary;
}

export interface HelpCategory {
  id: number;
  title: LocalizedText;
  subCategory: { id: number; title: LocalizedText }[];
}

export interface MenuItem {
  title: string;
  link: string;
  subMenus?: MenuItem[];
}

/** Page-based pagination of list responses. */
export interface PageLinks {
  first: string;
  last: string | null;
  prev: string | null;
  next: string | null;
}

export interface PageMeta {
  currentPage: number;
  perPage: number;
  /** Exact for small results; an estimate (see `totalIsEstimate`) for large ones. */
  total: number;
  totalIsEstimate: boolean;
  lastPage: number;
}

export interface ListResponse<T> {
  data: T[];
  links: PageLinks;
  meta: PageMeta;
}

export interface ItemResponse<T> {
  data: T;
}

export interface ApiErrorBody {
  statusCode: number;
  error: string;
  message: string;
  /** Field-level messages for validation errors: field path → message. */
  fields?: Record<string, string>;
}
