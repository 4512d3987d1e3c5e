import type { Icon } from '../../catalog/seed/product-vocabulary';

/**
 * Product "photos" for the seed: studio-style illustrations drawn here as SVG (made for this
 * project, no third-party artwork; see README.md beside this file), one per department, on a
 * soft backdrop with a floor shadow. The seed renders each to a 1280-pixel JPEG with sharp and
 * stores it through the same path as a staff upload (resized once into every size and format).
 */

const SIZE = 1200;

/** A backdrop and floor shadow around `body`, with the gradients `defs` adds. */
function studio(
  backdrop: [string, string],
  defs: string,
  body: string,
  shadow = { cx: 600, cy: 1010, rx: 380 },
): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}">
<defs>
  <radialGradient id="bg" cx="50%" cy="38%" r="75%">
    <stop offset="0" stop-color="${backdrop[0]}"/><stop offset="1" stop-color="${backdrop[1]}"/>
  </radialGradient>
  <linearGradient id="floor" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.06"/>
  </linearGradient>
  <filter id="blur" x="-30%" y="-30%" width="160%" height="160%"><feGaussianBlur stdDeviation="22"/></filter>
  <filter id="soft" x="-10%" y="-10%" width="120%" height="120%"><feGaussianBlur stdDeviation="4"/></filter>
  ${defs}
</defs>
<rect width="${SIZE}" height="${SIZE}" fill="url(#bg)"/>
<rect y="820" width="${SIZE}" height="380" fill="url(#floor)"/>
<ellipse cx="${shadow.cx}" cy="${shadow.cy}" rx="${shadow.rx}" ry="46" fill="#000" opacity="0.28" filter="url(#blur)"/>
${body}
</svg>`;
}

const laptop = () =>
  studio(
    ['#f5f3f0', '#d9d5cf'],
    `<linearGradient id="screen" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#1e3c72"/><stop offset="0.55" stop-color="#2a5298"/><stop offset="1" stop-color="#f0a35e"/>
    </linearGradient>
    <linearGradient id="alu" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#e9ebee"/><stop offset="1" stop-color="#aeb4bb"/>
    </linearGradient>
    <linearGradient id="glare" x1="0" y1="0" x2="1" y2="0">
      <stop offset="0" stop-color="#fff" stop-opacity="0.18"/><stop offset="0.5" stop-color="#fff" stop-opacity="0"/>
    </linearGradient>`,
    `<rect x="250" y="250" width="700" height="470" rx="26" fill="#202327"/>
    <rect x="274" y="274" width="652" height="418" rx="8" fill="url(#screen)"/>
    <path d="M274 600 C420 520 560 640 720 560 S900 520 926 540 L926 692 L274 692 Z" fill="#0f2450" opacity="0.55"/>
    <circle cx="780" cy="380" r="46" fill="#ffd27a" opacity="0.85"/>
    <polygon points="274,274 600,274 420,692 274,692" fill="url(#glare)"/>
    <circle cx="600" cy="262" r="5" fill="#3b3f45"/>
    <path d="M170 735 L1030 735 L1075 800 Q1078 812 1062 812 L138 812 Q122 812 125 800 Z" fill="url(#alu)"/>
    <path d="M222 748 L978 748 L1000 782 L200 782 Z" fill="#c9ced4"/>
    <rect x="520" y="790" width="160" height="14" rx="6" fill="#b9bfc6"/>
    <rect x="170" y="727" width="860" height="12" rx="5" fill="#8d949c"/>`,
    { cx: 600, cy: 820, rx: 470 },
  );

const phone = () =>
  studio(
    ['#f3f1f7', '#d6d1e0'],
    `<linearGradient id="wall" x1="0" y1="0" x2="0.4" y2="1">
      <stop offset="0" stop-color="#ff7e5f"/><stop offset="0.5" stop-color="#c2449b"/><stop offset="1" stop-color="#3a1c71"/>
    </linearGradient>
    <linearGradient id="back" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#5c6470"/><stop offset="1" stop-color="#23272d"/>
    </linearGradient>
    <linearGradient id="edge" x1="0" y1="0" x2="1" y2="0">
      <stop offset="0" stop-color="#9aa1aa"/><stop offset="0.5" stop-color="#e6e9ec"/><stop offset="1" stop-color="#8a919a"/>
    </linearGradient>`,
    `<g transform="rotate(-8 470 560)">
      <rect x="300" y="190" width="340" height="700" rx="52" fill="url(#back)"/>
      <rect x="340" y="230" width="150" height="150" rx="36" fill="#1a1d21"/>
      <circle cx="385" cy="275" r="30" fill="#0b0c0e" stroke="#4a4f57" stroke-width="6"/>
      <circle cx="385" cy="340" r="30" fill="#0b0c0e" stroke="#4a4f57" stroke-width="6"/>
      <circle cx="450" cy="307" r="14" fill="#f6e7b4"/>
    </g>
    <g transform="rotate(6 720 580)">
      <rect x="545" y="200" width="350" height="720" rx="56" fill="url(#edge)"/>
      <rect x="556" y="211" width="328" height="698" rx="48" fill="#111"/>
      <rect x="570" y="225" width="300" height="670" rx="38" fill="url(#wall)"/>
      <circle cx="720" cy="560" r="120" fill="#fff" opacity="0.12"/>
      <circle cx="650" cy="700" r="70" fill="#fff" opacity="0.08"/>
      <rect x="680" y="242" width="80" height="22" rx="11" fill="#0b0b0b"/>
      <rect x="660" y="872" width="120" height="6" rx="3" fill="#fff" opacity="0.7"/>
    </g>`,
    { cx: 610, cy: 985, rx: 360 },
  );

const shirt = () =>
  studio(
    ['#f7f3ec', '#e3d9c8'],
    `<linearGradient id="cloth" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#2f7fc1"/><stop offset="1" stop-color="#1c5a93"/>
    </linearGradient>
    <linearGradient id="fold" x1="0" y1="0" x2="1" y2="0">
      <stop offset="0" stop-color="#000" stop-opacity="0"/><stop offset="0.5" stop-color="#000" stop-opacity="0.12"/><stop offset="1" stop-color="#000" stop-opacity="0"/>
    </linearGradient>`,
    `<path d="M455 170 Q600 250 745 170 L960 260 Q1000 275 1010 320 L1060 470 Q1066 492 1044 500 L905 545 L885 500 L885 1000 Q885 1030 855 1030 L345 1030 Q315 1030 315 1000 L315 500 L295 545 L156 500 Q134 492 140 470 L190 320 Q200 275 240 260 Z" fill="url(#cloth)"/>
    <path d="M455 170 Q600 250 745 170 Q700 300 600 300 Q500 300 455 170 Z" fill="#174d7e"/>
    <path d="M475 180 Q600 262 725 180" fill="none" stroke="#5fa3dc" stroke-width="10"/>
    <rect x="480" y="360" width="240" height="660" fill="url(#fold)"/>
    <path d="M315 520 L315 990" stroke="#17507f" stroke-width="4" stroke-dasharray="14 10"/>
    <path d="M885 520 L885 990" stroke="#17507f" stroke-width="4" stroke-dasharray="14 10"/>
    <path d="M330 1000 L870 1000" stroke="#17507f" stroke-width="4" stroke-dasharray="14 10"/>
    <path d="M160 470 L300 515 M1040 470 L900 515" stroke="#17507f" stroke-width="4" stroke-dasharray="12 9"/>
    <circle cx="680" cy="420" r="34" fill="#fff" opacity="0.9"/>
    <path d="M662 420 Q680 392 698 420 Q680 448 662 420 Z" fill="#2f7fc1"/>`,
    { cx: 600, cy: 1050, rx: 420 },
  );

const bottle = () =>
  studio(
    ['#f6f1f2', '#e6d3d6'],
    `<linearGradient id="glass" x1="0" y1="0" x2="1" y2="0">
      <stop offset="0" stop-color="#c98f9e"/><stop offset="0.35" stop-color="#f3d5dc"/><stop offset="0.7" stop-color="#d9a3b0"/><stop offset="1" stop-color="#b57787"/>
    </linearGradient>
    <linearGradient id="cap" x1="0" y1="0" x2="1" y2="0">
      <stop offset="0" stop-color="#9c7b3c"/><stop offset="0.45" stop-color="#f3dc9b"/><stop offset="1" stop-color="#8a6a2f"/>
    </linearGradient>
    <linearGradient id="jar" x1="0" y1="0" x2="1" y2="0">
      <stop offset="0" stop-color="#e8e2dc"/><stop offset="0.4" stop-color="#ffffff"/><stop offset="1" stop-color="#cfc7bf"/>
    </linearGradient>`,
    `<rect x="380" y="420" width="300" height="580" rx="70" fill="url(#glass)"/>
    <rect x="470" y="330" width="120" height="100" rx="12" fill="url(#cap)"/>
    <rect x="505" y="250" width="50" height="90" rx="8" fill="url(#cap)"/>
    <path d="M505 262 L420 262 Q400 262 400 282 L400 298 L420 298 L420 290 L505 290 Z" fill="url(#cap)"/>
    <rect x="410" y="600" width="240" height="220" rx="14" fill="#fff" opacity="0.85"/>
    <rect x="450" y="650" width="160" height="18" rx="9" fill="#b57787"/>
    <rect x="470" y="690" width="120" height="10" rx="5" fill="#d9a3b0"/>
    <rect x="480" y="715" width="100" height="10" rx="5" fill="#d9a3b0"/>
    <path d="M530 740 q-30 30 0 50 q30 -20 0 -50 z" fill="#7fae8a"/>
    <rect x="420" y="450" width="34" height="520" rx="17" fill="#fff" opacity="0.35"/>
    <rect x="690" y="780" width="260" height="220" rx="40" fill="url(#jar)"/>
    <rect x="680" y="720" width="280" height="90" rx="22" fill="url(#cap)"/>
    <rect x="730" y="860" width="180" height="70" rx="10" fill="#f3d5dc"/>`,
    { cx: 640, cy: 1010, rx: 380 },
  );

const riceCooker = () =>
  studio(
    ['#f2f4f1', '#d3dbd0'],
    `<linearGradient id="body" x1="0" y1="0" x2="1" y2="0">
      <stop offset="0" stop-color="#d8dcd9"/><stop offset="0.4" stop-color="#ffffff"/><stop offset="1" stop-color="#c3c9c5"/>
    </linearGradient>
    <linearGradient id="lid" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="#d4d9d6"/>
    </linearGradient>
    <linearGradient id="panel" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#2d3436"/><stop offset="1" stop-color="#1a1f21"/>
    </linearGradient>`,
    `<path d="M250 520 Q250 470 300 470 L900 470 Q950 470 950 520 L930 930 Q926 990 866 990 L334 990 Q274 990 270 930 Z" fill="url(#body)"/>
    <path d="M240 500 Q600 280 960 500 Q960 530 930 530 L270 530 Q240 530 240 500 Z" fill="url(#lid)"/>
    <path d="M520 360 Q600 330 680 360 L690 390 Q600 370 510 390 Z" fill="#9aa3a0"/>
    <rect x="540" y="300" width="120" height="44" rx="22" fill="#b8c0bc"/>
    <rect x="250" y="520" width="700" height="22" fill="#aab2ae"/>
    <rect x="470" y="640" width="260" height="170" rx="26" fill="url(#panel)"/>
    <rect x="505" y="670" width="190" height="56" rx="8" fill="#1c8c6d"/>
    <rect x="520" y="688" width="60" height="20" rx="4" fill="#9ff0d2" opacity="0.9"/>
    <circle cx="540" cy="770" r="18" fill="#e74c3c"/>
    <circle cx="600" cy="770" r="18" fill="#f5f6fa"/>
    <circle cx="660" cy="770" r="18" fill="#f5f6fa"/>
    <rect x="200" y="600" width="60" height="110" rx="24" fill="#c8cecb"/>
    <rect x="940" y="600" width="60" height="110" rx="24" fill="#c8cecb"/>
    <rect x="300" y="540" width="30" height="420" rx="15" fill="#fff" opacity="0.5"/>`,
  );

const mangoes = () =>
  studio(
    ['#fbf6e9', '#ecdcb4'],
    `<radialGradient id="mango" cx="35%" cy="30%" r="75%">
      <stop offset="0" stop-color="#ffe066"/><stop offset="0.55" stop-color="#f9a825"/><stop offset="1" stop-color="#d84315"/>
    </radialGradient>
    <radialGradient id="mango2" cx="35%" cy="30%" r="75%">
      <stop offset="0" stop-color="#fff176"/><stop offset="0.6" stop-color="#fbc02d"/><stop offset="1" stop-color="#9e9d24"/>
    </radialGradient>
    <linearGradient id="bowl" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#b7844f"/><stop offset="1" stop-color="#7a5230"/>
    </linearGradient>
    <linearGradient id="leafFill" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#66bb6a"/><stop offset="1" stop-color="#2e7d32"/>
    </linearGradient>`,
    `<path d="M330 420 Q420 330 520 400 Q470 470 330 420 Z" fill="url(#leafFill)"/>
    <path d="M760 380 Q880 320 930 430 Q830 460 760 380 Z" fill="url(#leafFill)"/>
    <ellipse cx="450" cy="560" rx="170" ry="130" transform="rotate(-25 450 560)" fill="url(#mango)"/>
    <ellipse cx="760" cy="540" rx="165" ry="125" transform="rotate(20 760 540)" fill="url(#mango2)"/>
    <ellipse cx="600" cy="480" rx="175" ry="135" transform="rotate(-5 600 480)" fill="url(#mango)"/>
    <ellipse cx="560" cy="420" rx="50" ry="24" transform="rotate(-20 560 420)" fill="#fff" opacity="0.35"/>
    <path d="M200 620 L1000 620 Q990 900 760 960 L440 960 Q210 900 200 620 Z" fill="url(#bowl)"/>
    <ellipse cx="600" cy="620" rx="400" ry="40" fill="#8d5e34"/>
    <path d="M250 700 Q600 760 950 700" fill="none" stroke="#5d3a1e" stroke-width="8" opacity="0.5"/>
    <path d="M290 800 Q600 860 910 800" fill="none" stroke="#5d3a1e" stroke-width="8" opacity="0.5"/>
    <path d="M360 890 Q600 935 840 890" fill="none" stroke="#5d3a1e" stroke-width="8" opacity="0.5"/>`,
  );

const teddy = () =>
  studio(
    ['#f4f7fb', '#d5e0ee'],
    `<radialGradient id="fur" cx="40%" cy="35%" r="70%">
      <stop offset="0" stop-color="#d7a86e"/><stop offset="1" stop-color="#9c6b3a"/>
    </radialGradient>
    <radialGradient id="muzzle" cx="50%" cy="40%" r="60%">
      <stop offset="0" stop-color="#f4dfc3"/><stop offset="1" stop-color="#dcbf98"/>
    </radialGradient>`,
    `<circle cx="410" cy="270" r="85" fill="url(#fur)"/><circle cx="790" cy="270" r="85" fill="url(#fur)"/>
    <circle cx="410" cy="270" r="45" fill="#e8c9a0"/><circle cx="790" cy="270" r="45" fill="#e8c9a0"/>
    <ellipse cx="600" cy="760" rx="260" ry="250" fill="url(#fur)"/>
    <ellipse cx="600" cy="800" rx="150" ry="150" fill="url(#muzzle)"/>
    <ellipse cx="380" cy="940" rx="110" ry="80" fill="url(#fur)"/><ellipse cx="820" cy="940" rx="110" ry="80" fill="url(#fur)"/>
    <ellipse cx="380" cy="950" rx="60" ry="45" fill="#e8c9a0"/><ellipse cx="820" cy="950" rx="60" ry="45" fill="#e8c9a0"/>
    <ellipse cx="340" cy="700" rx="80" ry="130" transform="rotate(25 340 700)" fill="url(#fur)"/>
    <ellipse cx="860" cy="700" rx="80" ry="130" transform="rotate(-25 860 700)" fill="url(#fur)"/>
    <circle cx="600" cy="380" r="220" fill="url(#fur)"/>
    <ellipse cx="600" cy="460" rx="100" ry="80" fill="url(#muzzle)"/>
    <ellipse cx="600" cy="430" rx="36" ry="26" fill="#3e2723"/>
    <path d="M600 456 L600 490 M600 490 Q570 515 545 495 M600 490 Q630 515 655 495" stroke="#3e2723" stroke-width="8" fill="none" stroke-linecap="round"/>
    <circle cx="520" cy="350" r="24" fill="#2b1b17"/><circle cx="680" cy="350" r="24" fill="#2b1b17"/>
    <circle cx="528" cy="342" r="7" fill="#fff"/><circle cx="688" cy="342" r="7" fill="#fff"/>
    <path d="M470 590 Q600 650 730 590 L700 640 Q600 690 500 640 Z" fill="#e53935"/>
    <path d="M600 610 L560 690 L600 670 L640 690 Z" fill="#c62828"/>`,
    { cx: 600, cy: 1020, rx: 380 },
  );

const basketball = () =>
  studio(
    ['#f8f3ee', '#e2d2c3'],
    `<radialGradient id="ball" cx="38%" cy="32%" r="75%">
      <stop offset="0" stop-color="#ffab40"/><stop offset="0.6" stop-color="#ef6c00"/><stop offset="1" stop-color="#a33f00"/>
    </radialGradient>
    <pattern id="grain" width="14" height="14" patternUnits="userSpaceOnUse">
      <circle cx="7" cy="7" r="2.2" fill="#000" opacity="0.08"/>
    </pattern>
    <clipPath id="ballClip"><circle cx="600" cy="600" r="330"/></clipPath>`,
    `<circle cx="600" cy="600" r="330" fill="url(#ball)"/>
    <circle cx="600" cy="600" r="330" fill="url(#grain)"/>
    <g clip-path="url(#ballClip)" fill="none" stroke="#2b1608" stroke-width="14">
      <path d="M600 260 L600 940"/>
      <path d="M260 600 L940 600"/>
      <path d="M360 330 Q520 600 360 870"/>
      <path d="M840 330 Q680 600 840 870"/>
    </g>
    <ellipse cx="490" cy="420" rx="110" ry="60" transform="rotate(-35 490 420)" fill="#fff" opacity="0.18" filter="url(#soft)"/>`,
    { cx: 600, cy: 950, rx: 300 },
  );

const tyre = () =>
  studio(
    ['#f1f2f4', '#cfd3d8'],
    `<radialGradient id="rubber" cx="45%" cy="40%" r="65%">
      <stop offset="0" stop-color="#4a4d52"/><stop offset="0.8" stop-color="#1d1f22"/><stop offset="1" stop-color="#0d0e10"/>
    </radialGradient>
    <radialGradient id="rim" cx="42%" cy="38%" r="70%">
      <stop offset="0" stop-color="#ffffff"/><stop offset="0.5" stop-color="#c7ccd2"/><stop offset="1" stop-color="#7d848c"/>
    </radialGradient>`,
    `<circle cx="600" cy="580" r="400" fill="url(#rubber)"/>
    <circle cx="600" cy="580" r="400" fill="none" stroke="#2c2f33" stroke-width="34" stroke-dasharray="26 18"/>
    <circle cx="600" cy="580" r="330" fill="none" stroke="#34373c" stroke-width="6"/>
    <circle cx="600" cy="580" r="250" fill="url(#rim)"/>
    <circle cx="600" cy="580" r="225" fill="#5b6168"/>
    <g fill="url(#rim)">
      <path d="M585 360 L615 360 L640 520 L560 520 Z"/>
      <path d="M585 360 L615 360 L640 520 L560 520 Z" transform="rotate(72 600 580)"/>
      <path d="M585 360 L615 360 L640 520 L560 520 Z" transform="rotate(144 600 580)"/>
      <path d="M585 360 L615 360 L640 520 L560 520 Z" transform="rotate(216 600 580)"/>
      <path d="M585 360 L615 360 L640 520 L560 520 Z" transform="rotate(288 600 580)"/>
    </g>
    <circle cx="600" cy="580" r="80" fill="url(#rim)"/>
    <circle cx="600" cy="580" r="34" fill="#3b4046"/>
    <g fill="#2b2f34">
      <circle cx="600" cy="520" r="9"/><circle cx="657" cy="561" r="9"/><circle cx="635" cy="628" r="9"/>
      <circle cx="565" cy="628" r="9"/><circle cx="543" cy="561" r="9"/>
    </g>
    <path d="M330 370 A330 330 0 0 1 520 270" fill="none" stroke="#fff" stroke-width="14" opacity="0.12" stroke-linecap="round"/>`,
    { cx: 600, cy: 1000, rx: 360 },
  );

const solarPanel = () =>
  studio(
    ['#eef6fb', '#c9dbe8'],
    `<linearGradient id="cells" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#274b8f"/><stop offset="0.5" stop-color="#1a2f66"/><stop offset="1" stop-color="#0f1c40"/>
    </linearGradient>
    <linearGradient id="sky" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#fff" stop-opacity="0.35"/><stop offset="0.4" stop-color="#fff" stop-opacity="0"/>
    </linearGradient>
    <radialGradient id="sun" cx="50%" cy="50%" r="50%">
      <stop offset="0" stop-color="#fff3b0"/><stop offset="0.6" stop-color="#ffd54f"/><stop offset="1" stop-color="#ffb300" stop-opacity="0"/>
    </radialGradient>`,
    `<circle cx="960" cy="220" r="160" fill="url(#sun)"/>
    <rect x="560" y="720" width="80" height="260" fill="#8d969f"/>
    <rect x="470" y="960" width="260" height="40" rx="10" fill="#6f7881"/>
    <g transform="matrix(0.88 0 -0.3 0.56 290 330)">
      <rect x="0" y="0" width="840" height="640" rx="10" fill="#c9ced4"/>
      <rect x="18" y="18" width="804" height="604" fill="url(#cells)"/>
      <g stroke="#9fb4d6" stroke-width="4" opacity="0.8">
        <path d="M119 18 V622 M219 18 V622 M320 18 V622 M420 18 V622 M521 18 V622 M621 18 V622 M722 18 V622"/>
        <path d="M18 119 H822 M18 219 H822 M18 320 H822 M18 420 H822 M18 521 H822"/>
      </g>
      <rect x="18" y="18" width="804" height="604" fill="url(#sky)"/>
    </g>`,
    { cx: 600, cy: 1000, rx: 420 },
  );

/** One illustration per department, by the pictogram name products carry (`products.icon`). */
export const ILLUSTRATIONS: Record<Icon, () => string> = {
  laptop,
  phone,
  shirt,
  bottle,
  home: riceCooker,
  leaf: mangoes,
  baby: teddy,
  ball: basketball,
  car: tyre,
  sun: solarPanel,
};
