/**
 * Stored-XSS payloads. Each, if it ever runs, sets `window.__xss` to its own number (or
 * calls alert with it), so a run names the payload that got through. `HIT` in a template
 * becomes `window.__xss=N`, `ID` becomes N. Each is at most 100 characters, the shortest
 * text field, so it is stored whole.
 */
const TEMPLATES = [
  // Script tags, plain and disguised.
  '<script>HIT</script>',
  '<ScRiPt >HIT</sCrIpT>',
  '<scr<script>ipt>HIT</scr</script>ipt>',
  '<<script>HIT//<</script>',
  '<script src="data:text/javascript,HIT"></script>',
  // Event handlers.
  '<img src=x onerror="HIT">',
  '<img src=x onerror=HIT>',
  '<img src=x onerror=&#119;indow.__xss=ID>',
  '<img src=x onerror=alert(ID)>',
  '<body onload="HIT">',
  '<details open ontoggle="HIT">',
  '<input autofocus onfocus="HIT">',
  '<video><source onerror="HIT"></video>',
  '<audio src=x onerror="HIT">',
  '<marquee onstart="HIT">m</marquee>',
  // javascript: and data: URLs.
  '<a href="javascript:HIT">link</a>',
  '<a href="jAvAsCrIpT&colon;HIT">link</a>',
  '<a href="java&#x09;script:HIT">link</a>',
  '<a href="&#106;avascript:HIT">link</a>',
  '<iframe src="javascript:HIT"></iframe>',
  '<iframe srcdoc="&lt;script&gt;parent.__xss=ID&lt;/script&gt;"></iframe>',
  '<object data="javascript:HIT"></object>',
  '<embed src="javascript:HIT">',
  '<form><button formaction="javascript:HIT">go</button></form>',
  '<meta http-equiv="refresh" content="0;url=javascript:HIT">',
  // SVG and MathML.
  '<svg onload="HIT">',
  '<svg><script>HIT</script></svg>',
  '<svg><animate onbegin="HIT" attributeName=x dur=1s>',
  '<svg><a xlink:href="javascript:HIT"><text y=20>x</text></a></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror="HIT">',
  '<math href="javascript:HIT">m</math>',
  '<svg/onload=HIT//',
  // Broken markup and comments.
  '<img src=x onerror=HIT',
  '<!--<img src="--><img src=x onerror=HIT>">',
  '<![CDATA[<script>HIT</script>]]>',
  '<noscript><p title="</noscript><img src=x onerror=HIT>">',
  '<img """><script>HIT</script>">',
  // (A NUL character is refused by the API: bad-bodies.test.ts.)
  '<iframe src=x onload="HIT"></iframe>',
  // Breaking out of attributes and elements.
  '"><script>HIT</script>',
  "'><img src=x onerror=HIT>",
  '" autofocus onfocus="HIT" x="',
  "' autofocus onfocus='HIT' x='",
  '</textarea><script>HIT</script>',
  '</title><script>HIT</script>',
  '</style><script>HIT</script>',
  // Breaking out of the page's JSON and scripts (the hydration data is one).
  '</script><script>HIT</script>',
  '</ScRiPt><img src=x onerror=HIT>',
  '"};HIT;//',
  '\\";HIT;//',
  '\u2028\u2029</script><script>HIT</script>',
  '${HIT}',
  '`;HIT;`',
  "{{constructor.constructor('HIT')()}}",
  '+ADw-script+AD4-HIT+ADw-/script+AD4-',
  // Burmese text around it.
  'မင်္ဂလာပါ<script>HIT</script>ကျေးဇူးတင်ပါတယ်',
  '<img src=x onerror="HIT" alt="ဆရာ">',
  'မြန်မာ"><svg onload=HIT>',
  'သင်တန်း</script><script>HIT</script>',
];

export interface Payload {
  id: number;
  text: string;
}

export const PAYLOADS: Payload[] = TEMPLATES.map((template, index) => {
  const id = index + 1;
  return {
    id,
    text: template.replaceAll('HIT', `window.__xss=${id}`).replaceAll('ID', String(id)),
  };
});

/** A link field's payload: a web address that tries to leave its attribute. */
export const LINK_PAYLOAD = {
  id: PAYLOADS.length + 1,
  text: `https://example.com/?q="'><img src=x onerror=window.__xss=${PAYLOADS.length + 1}>`,
};

/** The payload numbers a text shows (rendered as text, the numbers are still there). */
export const payloadIdsIn = (text: string) =>
  new Set([...text.matchAll(/__xss=(\d+)|alert\((\d+)\)/g)].map((m) => Number(m[1] ?? m[2])));

/**
 * The payloads in groups whose joined text fits a field of this length: one record's
 * field holds one group, so a few records carry every payload.
 */
export function payloadGroups(maxLength: number): string[] {
  const groups: string[] = [];
  let current = '';
  for (const { text } of PAYLOADS) {
    const joined = current ? `${current} ${text}` : text;
    if (joined.length <= maxLength) {
      current = joined;
    } else {
      if (current) groups.push(current);
      current = text.slice(0, maxLength);
    }
  }
  if (current) groups.push(current);
  return groups;
}
