import { diffWords } from "diff";

/**
 * One side of a text change with the words that changed marked (jsdiff's word diff): on the old side the
 * words taken out, on the new side the words put in, so a reviewer sees what changed inside a long text.
 */
export function WordDiff({ before, after, side }: { before: string; after: string; side: "before" | "after" }) {
  const parts = diffWords(before, after);
  return (
    <span className="whitespace-pre-wrap [overflow-wrap:anywhere]">
      {parts.map((p, i) => {
        const key = `${i}-${p.value.length}`;
        if (side === "before" && p.added) return null;
        if (side === "after" && p.removed) return null;
        if (p.added || p.removed)
          return (
            <span
              key={key}
              data-testid={p.added ? "word-added" : "word-removed"}
              className={p.added ? "rounded-sm bg-emerald-200 font-semibold" : "rounded-sm bg-red-200 line-through"}
            >
              {p.value}
            </span>
          );
        return <span key={key}>{p.value}</span>;
      })}
    </span>
  );
}
