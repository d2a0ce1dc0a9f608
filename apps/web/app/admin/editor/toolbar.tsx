import type { Editor } from '@tiptap/react';
import { useEditorState } from '@tiptap/react';
import { useT } from '../i18n/text.ts';
import { EDITOR_TEXT as E } from './editor-text.ts';

const svg = (d: string) => (
  <svg
    viewBox="0 0 24 24"
    width="16"
    height="16"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
    strokeLinejoin="round"
  >
    <path d={d} />
  </svg>
);
const LINK_ICON = svg(
  'M10 13a5 5 0 0 0 7.5.5l3-3a5 5 0 0 0-7-7l-1.7 1.7M14 11a5 5 0 0 0-7.5-.5l-3 3a5 5 0 0 0 7 7l1.7-1.7',
);
const IMAGE_ICON = svg('M4 5h16v14H4zM4 16l5-5 4 4 3-3 4 4M15 9.5a1.5 1.5 0 1 0 0-.01');
const LIBRARY_ICON = svg('M3 3h8v8H3zM13 3h8v8h-8zM3 13h8v8H3zM13 13h8v8h-8z');
const BULLET_ICON = svg('M9 6h11M9 12h11M9 18h11M4.5 6h.01M4.5 12h.01M4.5 18h.01');
const NUMBER_ICON = svg(
  'M10 6h10M10 12h10M10 18h10M4 4.5l1.5-1v5M3.5 14.5a1.5 1.5 0 1 1 2.5 1.2L3.5 19H6',
);
const QUOTE_ICON = svg('M4 17c0-5 1.5-8 5-10M4 17h4v-5H4M14 17c0-5 1.5-8 5-10M14 17h4v-5h-4');

interface Props {
  editor: Editor;
  onLink: () => void;
  onImage: () => void;
  /** Puts in a picture already in the media library. */
  onLibrary: () => void;
}

/** Undo and redo, after the separator. */
const HISTORY = [
  { step: 'undo', label: E.undo, icon: '↶', can: 'canUndo' },
  { step: 'redo', label: E.redo, icon: '↷', can: 'canRedo' },
] as const;

/**
 * The editor's toolbar: headings 1 to 3, bold, italic, underline, bullet and numbered
 * lists, quote, link, image, image from the library (and undo). On a phone it wraps onto
 * a second row rather than hiding buttons past the screen's edge (editor.css).
 */
export function Toolbar({ editor, onLink, onImage, onLibrary }: Props) {
  const t = useT();
  const active = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      h1: e.isActive('heading', { level: 1 }),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      underline: e.isActive('underline'),
      link: e.isActive('link'),
      bulletList: e.isActive('bulletList'),
      orderedList: e.isActive('orderedList'),
      quote: e.isActive('blockquote'),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
  const chain = () => editor.chain().focus();
  const buttons = [
    ...([1, 2, 3] as const).map((level) => ({
      key: `h${level}`,
      label: E[`heading${level}`],
      text: `H${level}`,
      pressed: active[`h${level}`],
      run: () => chain().toggleHeading({ level }).run(),
    })),
    {
      key: 'bold',
      label: E.bold,
      text: 'B',
      pressed: active.bold,
      run: () => chain().toggleBold().run(),
    },
    {
      key: 'italic',
      label: E.italic,
      text: 'I',
      pressed: active.italic,
      run: () => chain().toggleItalic().run(),
    },
    {
      key: 'underline',
      label: E.underline,
      text: 'U',
      pressed: active.underline,
      run: () => chain().toggleUnderline().run(),
    },
    {
      key: 'bullet-list',
      label: E.bulletList,
      text: BULLET_ICON,
      pressed: active.bulletList,
      run: () => chain().toggleBulletList().run(),
    },
    {
      key: 'ordered-list',
      label: E.orderedList,
      text: NUMBER_ICON,
      pressed: active.orderedList,
      run: () => chain().toggleOrderedList().run(),
    },
    {
      key: 'quote',
      label: E.quote,
      text: QUOTE_ICON,
      pressed: active.quote,
      run: () => chain().toggleBlockquote().run(),
    },
    { key: 'link', label: E.link, text: LINK_ICON, pressed: active.link, run: onLink },
    { key: 'image', label: E.image, text: IMAGE_ICON, run: onImage },
    { key: 'library', label: E.libraryImage, text: LIBRARY_ICON, run: onLibrary },
  ];
  return (
    <div className="a-editor-toolbar" role="toolbar" aria-label={t(E.toolbar)}>
      {buttons.map((b) => (
        <button
          key={b.key}
          type="button"
          className={`a-tool a-tool-${b.key}`}
          aria-label={t(b.label)}
          title={t(b.label)}
          aria-pressed={b.pressed === undefined ? undefined : b.pressed}
          onMouseDown={(e) => e.preventDefault()}
          onClick={b.run}
        >
          <span aria-hidden="true">{b.text}</span>
        </button>
      ))}
      <span className="a-tool-separator" aria-hidden="true" />
      {HISTORY.map(({ label, icon, can, step }) => (
        <button
          key={step}
          type="button"
          className="a-tool"
          aria-label={t(label)}
          title={t(label)}
          disabled={!active[can]}
          onClick={() => chain()[step]().run()}
        >
          <span aria-hidden="true">{icon}</span>
        </button>
      ))}
    </div>
  );
}
