import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

// Small self-made badges (no trademark artwork copied): a shape and the name, so shoppers
// recognise how they can pay, how parcels travel and where to get the app (store links are real
// links with real text).

interface BadgeProps {
  label: string;
  width?: number;
}

const HEIGHT = 32;

function Frame({
  label,
  width = 88,
  fill,
  stroke,
  children,
}: BadgeProps & { fill: string; stroke?: string; children: ReactNode }) {
  return (
    <svg role="img" aria-label={label} width={width} height={HEIGHT} viewBox={`0 0 ${width} ${HEIGHT}`}>
      <title>{label}</title>
      <rect
        x="0.5"
        y="0.5"
        width={width - 1}
        height={HEIGHT - 1}
        rx="5"
        fill={fill}
        stroke={stroke ?? fill}
      />
      {children}
    </svg>
  );
}

// Noto Sans Khmer first: it covers Khmer only (loaded with the Khmer interface), so translated
// badge text renders in it while Latin text falls through to the system font.
const text = { fontFamily: '"Noto Sans Khmer", system-ui, Arial, sans-serif', fontWeight: 700 } as const;

export function KhqrBadge({ label }: BadgeProps) {
  return (
    <Frame label={label} fill="#E1232E">
      <rect x="8" y="8" width="16" height="16" rx="2" fill="#fff" />
      <path d="M11 11h4v4h-4zM17 17h4v4h-4zM17 11h4v4h-4M11 17h4v4h-4" fill="#E1232E" />
      <text x="30" y="21" fill="#fff" fontSize="12" {...text}>
        KHQR
      </text>
    </Frame>
  );
}

export function AbaBadge({ label }: BadgeProps) {
  return (
    <Frame label={label} fill="#0A3C5C">
      <text x="10" y="21" fill="#fff" fontSize="13" {...text}>
        ABA
      </text>
      <text x="44" y="21" fill="#36C2CF" fontSize="11" {...text}>
        PAY
      </text>
    </Frame>
  );
}

export function VisaBadge({ label }: BadgeProps) {
  return (
    <Frame label={label} fill="#fff" stroke="#d1d5db">
      <text x="44" y="22" textAnchor="middle" fill="#1A1F71" fontSize="16" fontStyle="italic" {...text}>
        VISA
      </text>
    </Frame>
  );
}

export function MastercardBadge({ label }: BadgeProps) {
  return (
    <Frame label={label} fill="#fff" stroke="#d1d5db">
      <circle cx="20" cy="16" r="9" fill="#EB001B" />
      <circle cx="31" cy="16" r="9" fill="#F79E1B" fillOpacity="0.9" />
      <text x="44" y="20" fill="#111" fontSize="8.5" {...text}>
        master
      </text>
      <text x="44" y="28" fill="#111" fontSize="6.5" {...text}>
        card
      </text>
    </Frame>
  );
}

/** `lines` is the badge's visible text in two short translated lines ("CASH ON" / "DELIVERY"). */
export function CashOnDeliveryBadge({ label, lines }: BadgeProps & { lines: readonly [string, string] }) {
  return (
    <Frame label={label} width={104} fill="#14532D">
      <rect x="8" y="10" width="20" height="12" rx="2" fill="#86EFAC" />
      <circle cx="18" cy="16" r="3" fill="#14532D" />
      <text x="34" y="13" fill="#fff" fontSize="8" {...text}>
        {lines[0]}
      </text>
      <text x="34" y="26" fill="#fff" fontSize="8" {...text}>
        {lines[1]}
      </text>
    </Frame>
  );
}

export function DeliveryBadge({ label, name, color }: BadgeProps & { name: string; color: string }) {
  return (
    <Frame label={label} width={104} fill="#fff" stroke="#d1d5db">
      <path d="M7 11h13v10H7zM20 14h5l3 3v4h-8z" fill={color} />
      <circle cx="12" cy="22" r="2.3" fill="#111" />
      <circle cx="24" cy="22" r="2.3" fill="#111" />
      <text x="33" y="20" fill="#111" fontSize="9.5" {...text}>
        {name}
      </text>
    </Frame>
  );
}

/** A link to the shop's app in a store: real text (legible in Khmer too), not a picture of it. */
function StoreLink({
  href,
  label,
  line1,
  line2,
  icon,
}: {
  href: string;
  label: string;
  line1: string;
  line2: string;
  icon: ReactNode;
}) {
  return (
    <Box
      component="a"
      href={href}
      target="_blank"
      rel="noopener"
      aria-label={label}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 1,
        minHeight: 44,
        px: 1.5,
        py: 0.5,
        bgcolor: '#000',
        color: '#fff',
        border: '1px solid #6b7280',
        borderRadius: 1.5,
        textDecoration: 'none',
        '&:hover, &:focus-visible': { borderColor: '#fff' },
      }}
    >
      <svg width="22" height="24" viewBox="0 0 22 24" aria-hidden focusable="false">
        {icon}
      </svg>
      <Box component="span" sx={{ display: 'flex', flexDirection: 'column', lineHeight: 1.25 }}>
        <Box component="span" sx={{ fontSize: 12 }}>
          {line1}
        </Box>
        <Box component="span" sx={{ fontSize: 16, fontWeight: 700 }}>
          {line2}
        </Box>
      </Box>
    </Box>
  );
}

export function AppStoreBadge(props: { href: string; label: string; line1: string }) {
  return (
    <StoreLink
      {...props}
      line2="App Store"
      icon={
        <path
          d="M14.5 4.3c.8-1 1.3-2.3 1.2-3.6-1.2.1-2.6.8-3.4 1.8-.7.8-1.4 2.2-1.2 3.5 1.3.1 2.6-.7 3.4-1.7zm3 8.5c0-2.4 2-3.6 2.1-3.7-1.2-1.7-3-1.9-3.6-2-1.5-.2-3 .9-3.8.9s-2-.9-3.3-.9C7.2 7.2 5.6 8.2 4.7 9.7c-1.8 3.1-.5 7.7 1.3 10.3.9 1.2 1.9 2.6 3.2 2.6 1.3-.1 1.8-.8 3.3-.8s2 .8 3.3.8c1.4 0 2.3-1.3 3.1-2.5 1-1.4 1.4-2.8 1.4-2.9 0 0-2.7-1-2.8-4.4z"
          fill="#fff"
        />
      }
    />
  );
}

export function GooglePlayBadge(props: { href: string; label: string; line1: string }) {
  return (
    <StoreLink
      {...props}
      line2="Google Play"
      icon={
        <>
          <path d="M2 1l12 11L2 23z" fill="#34A853" />
          <path d="M2 1l12 11 3.5-3.2z" fill="#4285F4" />
          <path d="M2 23l12-11 3.5 3.2z" fill="#EA4335" />
          <path d="M14 12l3.5-3.2L21 12l-3.5 3.2z" fill="#FBBC04" />
        </>
      }
    />
  );
}

export function VerifiedBadge({ label, name, color }: BadgeProps & { name: string; color: string }) {
  return (
    <Frame label={label} width={124} fill="#fff" stroke="#d1d5db">
      <path d="M16 6l8 3v6c0 5-3.5 8.5-8 10-4.5-1.5-8-5-8-10V9z" fill={color} />
      <path d="M12 16l3 3 5-6" stroke="#fff" strokeWidth="2" fill="none" />
      <text x="30" y="20" fill="#111" fontSize="9" {...text}>
        {name}
      </text>
    </Frame>
  );
}
