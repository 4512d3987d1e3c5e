import AccountBalanceWalletOutlinedIcon from '@mui/icons-material/AccountBalanceWalletOutlined';
import AssignmentReturnOutlinedIcon from '@mui/icons-material/AssignmentReturnOutlined';
import CancelOutlinedIcon from '@mui/icons-material/CancelOutlined';
import ContactsOutlinedIcon from '@mui/icons-material/ContactsOutlined';
import CreditCardOutlinedIcon from '@mui/icons-material/CreditCardOutlined';
import DashboardOutlinedIcon from '@mui/icons-material/DashboardOutlined';
import FavoriteBorderOutlinedIcon from '@mui/icons-material/FavoriteBorderOutlined';
import PersonOutlinedIcon from '@mui/icons-material/PersonOutlined';
import RateReviewOutlinedIcon from '@mui/icons-material/RateReviewOutlined';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import type SvgIcon from '@mui/material/SvgIcon';

export interface MenuEntry {
  /** Key under `menu.*` (label) and `shortcuts.*` (description) in the account namespace. */
  key: string;
  to: string;
  Icon: typeof SvgIcon;
}

/** Spec section 2, account layout: the side menu's entries and routes, in this order. */
export const MENU_ENTRIES: readonly MenuEntry[] = [
  { key: 'myAccount', to: '/account', Icon: DashboardOutlinedIcon },
  { key: 'profile', to: '/account/profile', Icon: PersonOutlinedIcon },
  { key: 'addressBook', to: '/account/address-books', Icon: ContactsOutlinedIcon },
  { key: 'paymentOptions', to: '/account/payment-options', Icon: CreditCardOutlinedIcon },
  { key: 'wallet', to: '/account/wallet', Icon: AccountBalanceWalletOutlinedIcon },
  { key: 'orders', to: '/orders', Icon: ReceiptLongOutlinedIcon },
  { key: 'returns', to: '/orders/return', Icon: AssignmentReturnOutlinedIcon },
  { key: 'cancellations', to: '/orders/cancel', Icon: CancelOutlinedIcon },
  { key: 'reviews', to: '/reviews', Icon: RateReviewOutlinedIcon },
  { key: 'wishlists', to: '/reviews/wishlists', Icon: FavoriteBorderOutlinedIcon },
];

/** The entry a path belongs to: the one with the longest route that is the path or a prefix
 * of it, so /orders/return is My Returns and /orders/42 is Orders. */
export function activeMenuEntry(pathname: string): MenuEntry | undefined {
  const path = pathname.replace(/\/+$/, '') || '/';
  let best: MenuEntry | undefined;
  for (const entry of MENU_ENTRIES) {
    if (
      (path === entry.to || path.startsWith(`${entry.to}/`)) &&
      (!best || entry.to.length > best.to.length)
    ) {
      best = entry;
    }
  }
  return best;
}
