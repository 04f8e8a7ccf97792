import { Pencil } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import type { UnitType } from '#shared/schemas/project-inventory.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { LoadErrorScreen } from '#web/components/ui/load-error-screen.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { ConfirmDeleteButton } from './confirm-delete-button';
import { useDeleteUnitType, usePriceSheet } from './inventory-api';
import { PriceSheetTable } from './price-sheet-table';
import { UnitTypeForm } from './unit-type-form';

/**
 * The price sheet: every unit type with its rupees in en-IN grouping. The marketer adds,
 * edits (the same form, under the table, so it fits a phone) and deletes after a question.
 */
export function PriceSheet({ projectId }: { projectId: string }) {
  const headingId = useId();
  const query = usePriceSheet(projectId);
  const [editingId, setEditingId] = useState<string | null>(null);
  const editing = query.data?.items.find((t) => t.id === editingId);
  return (
    <Card className="p-4 sm:p-6">
      <section aria-labelledby={headingId}>
        <h2 id={headingId} className="text-lg font-semibold text-slate-900">
          Price sheet
        </h2>
        {query.isPending ? (
          <Skeleton className="mt-3 h-24 w-full" />
        ) : query.isError ? (
          <LoadErrorScreen
            headingLevel="h3"
            title="Could not load the price sheet"
            onRetry={() => void query.refetch()}
          />
        ) : (
          <>
            {query.data.items.length === 0 ? (
              <p className="mt-2 text-slate-700">No unit types priced yet.</p>
            ) : (
              <PriceSheetTable
                labelledBy={headingId}
                items={query.data.items}
                actions={
                  query.data.can_edit
                    ? (t) => (
                        <RowActions
                          projectId={projectId}
                          unitType={t}
                          editing={t.id === editingId}
                          onEdit={() => setEditingId(t.id)}
                        />
                      )
                    : undefined
                }
              />
            )}
            {!query.data.can_edit ? null : editing ? (
              <UnitTypeForm
                key={editing.id}
                projectId={projectId}
                unitType={editing}
                onClose={() => setEditingId(null)}
              />
            ) : (
              <UnitTypeForm projectId={projectId} />
            )}
          </>
        )}
      </section>
    </Card>
  );
}

function RowActions(props: {
  projectId: string;
  unitType: UnitType;
  editing: boolean;
  onEdit: () => void;
}) {
  const remove = useDeleteUnitType(props.projectId);
  const { label, id } = props.unitType;
  const editId = useId();
  // Saved or cancelled: the form is gone, so focus comes back to this row's Edit.
  const wasEditing = useRef(false);
  useEffect(() => {
    const lost = document.activeElement === document.body || !document.activeElement;
    if (wasEditing.current && !props.editing && lost) document.getElementById(editId)?.focus();
    wasEditing.current = props.editing;
  }, [props.editing, editId]);
  return (
    <div className="flex justify-end gap-1">
      <Button
        type="button"
        variant="ghost"
        size="sm"
        id={editId}
        aria-pressed={props.editing}
        className="aria-pressed:bg-slate-100"
        onClick={props.onEdit}
      >
        <Pencil className="h-4 w-4" aria-hidden="true" />
        Edit<span className="sr-only"> {label}</span>
      </Button>
      <ConfirmDeleteButton
        label="Delete"
        srLabel={label}
        title={`Delete ${label}?`}
        description={`${label} leaves the price sheet. Its units keep their place in the grid, without a type.`}
        busy={remove.isPending}
        onConfirm={() => remove.mutateAsync(id)}
      />
    </div>
  );
}
