import { z } from 'zod';
import { ADDRESS_TYPES, PROVINCE_NAMES } from './provinces';

// The address form's client checks, the same rules as the API's (which checks again). Each
// message is a key under `errors.*` in the `address` namespace.

const optionalLine = (max: number) => z.string().trim().max(max, { message: 'tooLong' });
const requiredLine = (missing: string) =>
  z.string().trim().min(1, { message: missing }).max(120, { message: 'tooLong' });

export const addressFormSchema = z.object({
  type: z.enum(ADDRESS_TYPES),
  province: z.string().refine((value) => (PROVINCE_NAMES as readonly string[]).includes(value), {
    message: 'provinceRequired',
  }),
  district: requiredLine('districtRequired'),
  commune: requiredLine('communeRequired'),
  village: optionalLine(120),
  street: optionalLine(120),
  home: optionalLine(40),
  building: optionalLine(120),
  postCode: z
    .string()
    .trim()
    .regex(/^(\d{5,6})?$/, { message: 'postCodeInvalid' }),
  email: z
    .string()
    .trim()
    .refine((value) => value === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value), { message: 'emailInvalid' }),
  isDefault: z.boolean(),
});

export type AddressFormValues = z.infer<typeof addressFormSchema>;
export type AddressFormField = keyof AddressFormValues;

export const EMPTY_ADDRESS: AddressFormValues = {
  type: 'home',
  province: '',
  district: '',
  commune: '',
  village: '',
  street: '',
  home: '',
  building: '',
  postCode: '',
  email: '',
  isDefault: false,
};

export const ADDRESS_FORM_FIELDS = Object.keys(EMPTY_ADDRESS) as AddressFormField[];
