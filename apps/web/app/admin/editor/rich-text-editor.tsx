import Image from '@tiptap/extension-image';
import { type Editor, EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useRef, useState } from 'react';
import { fileUrl } from '../../lib/images.ts';
import { ApiError } from '../api/client.ts';
import { uploadFile } from '../api/files.ts';
import { LibraryPicker } from '../files/library-picker.tsx';
import { type Text, useT } from '../i18n/text.ts';
import { usePending } from '../ui/use-pending.ts';
import { EDITOR_TEXT as E } from './editor-text.ts';
import { AltBar } from './alt-bar.tsx';
import { LinkBar } from './link-bar.tsx';
import { PASTE_IMAGE_TYPES, isSafeLink, pastedImages } from './safe-link.ts';
import { Toolbar } from './toolbar.tsx';

interface Props {
  labelledBy: string;
  value: string;
  lang?: string;
  onChange: (html: string) => void;
  onError: (message: Text | string) => void;
}

/**
 * The article editor (Tiptap). Images dropped, pasted or chosen are uploaded to
 * /api/files and inserted by URL, never inlined as data URLs; links are limited to http,
 * https, mailto, tel and sms. The server sanitises the HTML again before storing it.
 */
export default function RichTextEditor({ labelledBy, value, lang, onChange, onError }: Props) {
  const t = useT();
  const [linkOpen, setLinkOpen] = useState(false);
  const { busy: uploading, pending } = usePending();
  const [progress, setProgress] = useState(0);
  const [picking, setPicking] = useState(false);
  const chooser = useRef<HTMLInputElement>(null);

  async function insertImages(files: File[], at?: number) {
    const { images, refused } = pastedImages(files);
    if (refused.length) onError(E.onlyPngJpeg);
    for (const file of images) {
      try {
        setProgress(0);
        const id = await pending(() => uploadFile(file, setProgress));
        putImage(id, at);
      } catch (error) {
        // The API says why (too large, not an image); without an answer, the spec's line alone.
        const answered = error instanceof ApiError && error.status > 0;
        onError(answered ? `Failed to upload image. ${error.detail}` : 'Failed to upload image');
      }
    }
  }

  /**
   * Puts an uploaded picture in, with no alt of its own: the page then uses the library's
   * (rich-images.ts on the server), unless one is written in the bar that opens.
   */
  function putImage(id: string, at?: number) {
    if (!editor) return;
    const src = fileUrl(id);
    const image = { type: 'image', attrs: { src, alt: '' } };
    if (at === undefined) editor.chain().focus().insertContent(image).run();
    else editor.chain().focus().insertContentAt(at, image).run();
    selectImage(editor, src);
  }

  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [1, 2, 3] },
        // Undo history: 100 entries, changes within 1000 ms merged into one step.
        undoRedo: { depth: 100, newGroupDelay: 1000 },
        link: {
          openOnClick: false,
          autolink: true,
          defaultProtocol: 'https',
          protocols: ['mailto', 'tel', 'sms'],
          isAllowedUri: (url) => isSafeLink(url),
        },
      }),
      Image.configure({ allowBase64: false }),
    ],
    content: value,
    editorProps: {
      attributes: {
        class: 'a-editor-content',
        'aria-labelledby': labelledBy,
        'aria-multiline': 'true',
        role: 'textbox',
        ...(lang && { lang }),
      },
      handlePaste: (_view, event) => {
        const files = [...(event.clipboardData?.files ?? [])];
        if (!files.length) return false;
        void insertImages(files);
        return true;
      },
      handleDrop: (view, event, _slice, moved) => {
        const files = [...(event.dataTransfer?.files ?? [])];
        if (moved || !files.length) return false;
        const at = view.posAtCoords({ left: event.clientX, top: event.clientY })?.pos;
        void insertImages(files, at);
        return true;
      },
    },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
  });

  // The selected picture's alt text, or null when no picture is selected.
  const selectedAlt = useEditorState({
    editor,
    selector: ({ editor: e }) =>
      e?.isActive('image') ? String(e.getAttributes('image').alt ?? '') : null,
  });
  const selectedAt = editor?.state.selection.from;

  if (!editor) return null;
  return (
    <div className="a-editor">
      <Toolbar
        editor={editor}
        onLink={() => setLinkOpen(true)}
        onImage={() => chooser.current?.click()}
        onLibrary={() => setPicking(true)}
      />
      {picking && (
        <LibraryPicker
          onClose={() => {
            setPicking(false);
            editor.commands.focus();
          }}
          onPick={(file) => {
            setPicking(false);
            putImage(file.id);
          }}
        />
      )}
      {linkOpen && (
        <LinkBar
          initial={(editor.getAttributes('link').href as string | undefined) ?? ''}
          onApply={(href) => {
            if (!isSafeLink(href)) return onError(E.badLink);
            editor.chain().focus().extendMarkRange('link').setLink({ href }).run();
            setLinkOpen(false);
          }}
          onRemove={() => {
            editor.chain().focus().extendMarkRange('link').unsetLink().run();
            setLinkOpen(false);
          }}
          onClose={() => {
            setLinkOpen(false);
            editor.commands.focus();
          }}
        />
      )}
      {selectedAlt !== null && (
        <AltBar
          key={selectedAt}
          initial={selectedAlt}
          onApply={(alt) => {
            editor.chain().focus().updateAttributes('image', { alt }).run();
          }}
        />
      )}
      <input
        ref={chooser}
        type="file"
        accept={PASTE_IMAGE_TYPES.join(',')}
        hidden
        onChange={(e) => {
          void insertImages([...(e.target.files ?? [])]);
          e.target.value = '';
        }}
      />
      <EditorContent editor={editor} />
      {uploading && (
        <div className="a-progress a-editor-progress" role="status">
          <progress max={1} value={progress} aria-label={t(E.uploadingImage)} />
          <span>
            {t(E.uploadingImage)} {Math.round(progress * 100)}%
          </span>
        </div>
      )}
    </div>
  );
}

/**
 * Selects the picture with this address (the one just put in): the description bar then
 * asks for its alt text at once. Found by address, as putting a picture in may split the
 * paragraph around it and move it from where the cursor was.
 */
function selectImage(editor: Editor, src: string) {
  let found: number | undefined;
  editor.state.doc.descendants((node, pos) => {
    if (node.type.name === 'image' && node.attrs.src === src) found = pos;
  });
  if (found !== undefined) editor.commands.setNodeSelection(found);
}
