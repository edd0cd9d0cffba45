import { useEditor, useEditorState, EditorContent, type Editor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { useEffect, useState } from "react";
import { FieldErrorText, invalidProps, useFieldError, type FieldProblem } from "./field-errors";

/**
 * The description editor (Tiptap). Its HTML travels in a hidden input; the
 * server sanitises it before storing. Until the editor is running (or
 * without JavaScript) a plain textarea carries the same field.
 *
 * Both take the same box (FIELD_BOX, a fixed height; a long text scrolls in it):
 * the editor mounts after hydration, and a box that changed height then would
 * move every field below it as the agent starts to read the form (a layout shift).
 */
const FIELD_BOX = "h-60 rounded border bg-white";
// Lists, headings and quotes styled inside the editor, without a global stylesheet.
const EDITOR_CLASSES = [
  "min-h-full px-3 py-2 focus:outline-none",
  "[&_ul]:list-disc [&_ul]:pl-6 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:my-1",
  "[&_h2]:mt-2 [&_h2]:text-xl [&_h2]:font-bold [&_h3]:mt-2 [&_h3]:text-lg [&_h3]:font-semibold",
  "[&_blockquote]:border-l-4 [&_blockquote]:border-stone-300 [&_blockquote]:pl-3 [&_blockquote]:text-stone-600",
].join(" ");

/** The editable area's attributes: its label, and its problem after a refused save (too long). */
function editorAttributes(labelId: string, problem: FieldProblem | null): Record<string, string> {
  const invalid = invalidProps(problem);
  return {
    role: "textbox",
    "aria-multiline": "true",
    "aria-labelledby": labelId,
    class: EDITOR_CLASSES,
    ...(invalid["aria-invalid"] ? { "aria-invalid": "true", "aria-describedby": invalid["aria-describedby"]! } : {}),
  };
}

/** `toolbarLabel`: each editor's toolbar has its own name where a form has several (the Malay and Chinese descriptions). */
export function RichTextEditor({
  name,
  labelId,
  initialHtml,
  toolbarLabel = "Formatting",
}: {
  name: string;
  labelId: string;
  initialHtml: string;
  toolbarLabel?: string;
}) {
  const problem = useFieldError(name);
  const [html, setHtml] = useState(initialHtml);
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3, 4] },
        code: false,
        codeBlock: false,
        horizontalRule: false,
        link: { openOnClick: false, protocols: ["http", "https", "mailto", "tel"] },
      }),
    ],
    content: initialHtml,
    // Server rendering has no DOM: the editor mounts after hydration.
    immediatelyRender: false,
    editorProps: { attributes: editorAttributes(labelId, problem) },
    onUpdate: ({ editor }) => setHtml(editor.isEmpty ? "" : editor.getHTML()),
  });
  useEffect(() => {
    editor?.setOptions({ editorProps: { attributes: editorAttributes(labelId, problem) } });
  }, [editor, labelId, problem]);

  if (!editor) {
    return (
      <>
        <textarea
          name={name}
          aria-labelledby={labelId}
          defaultValue={initialHtml}
          className={`${FIELD_BOX} block w-full border-stone-300 px-3 py-2 font-mono text-sm`}
          {...invalidProps(problem)}
        />
        <FieldErrorText problem={problem} />
      </>
    );
  }
  return (
    <>
      <div className={`${FIELD_BOX} flex flex-col focus-within:border-brand-600 ${problem ? "border-red-600" : "border-stone-300"}`}>
        <Toolbar editor={editor} label={toolbarLabel} />
        <EditorContent editor={editor} className="min-h-0 flex-1 overflow-y-auto" />
        <input type="hidden" name={name} value={html} />
      </div>
      <FieldErrorText problem={problem} />
    </>
  );
}

function Toolbar({ editor, label }: { editor: Editor; label: string }) {
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive("bold"),
      italic: e.isActive("italic"),
      underline: e.isActive("underline"),
      h2: e.isActive("heading", { level: 2 }),
      h3: e.isActive("heading", { level: 3 }),
      bullets: e.isActive("bulletList"),
      numbers: e.isActive("orderedList"),
      quote: e.isActive("blockquote"),
    }),
  });
  const chain = () => editor.chain().focus();
  const buttons: Array<[string, string, boolean, () => void]> = [
    // Each name starts with the text the button shows (axe 4.14 label-content-name-mismatch, WCAG 2.5.3):
    // a voice-control user says what they see.
    ["B", "Bold", state.bold, () => chain().toggleBold().run()],
    ["I", "Italic", state.italic, () => chain().toggleItalic().run()],
    ["U", "Underline", state.underline, () => chain().toggleUnderline().run()],
    ["H2", "H2 heading", state.h2, () => chain().toggleHeading({ level: 2 }).run()],
    ["H3", "H3 subheading", state.h3, () => chain().toggleHeading({ level: 3 }).run()],
    ["•", "Bulleted list", state.bullets, () => chain().toggleBulletList().run()],
    ["1.", "1. Numbered list", state.numbers, () => chain().toggleOrderedList().run()],
    ["❝", "Quote", state.quote, () => chain().toggleBlockquote().run()],
  ];
  return (
    <div role="toolbar" aria-label={label} className="flex flex-wrap gap-1 border-b border-stone-200 p-1">
      {buttons.map(([text, label, active, run]) => (
        <button
          key={label}
          type="button"
          aria-label={label}
          aria-pressed={active}
          // A mouse click leaves the caret in the text, so the next keys land there at once
          // (focus moving to the button and back lost the first letters typed after it).
          onMouseDown={(e) => e.preventDefault()}
          onClick={run}
          className={`min-w-8 rounded px-2 py-1 text-sm ${active ? "bg-brand-100 text-brand-800" : "hover:bg-stone-100"}`}
        >
          {text}
        </button>
      ))}
    </div>
  );
}
