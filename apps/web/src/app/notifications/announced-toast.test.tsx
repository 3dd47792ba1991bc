import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSnackbar } from 'notistack';
import { describe, expect, it } from 'vitest';
import { ToastProvider } from '@/app/notifications/toast-provider';

// Testing Library's *ByRole leave out what aria-hidden hides, as a screen reader does.

const SaveInDialog = ({ closeOnSave }: { closeOnSave: boolean }) => {
  const { enqueueSnackbar } = useSnackbar();
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setIsOpen(true)}>Open</Button>
      <Dialog open={isOpen} onClose={() => setIsOpen(false)} aria-labelledby="title">
        <DialogTitle id="title">Edit</DialogTitle>
        <Button
          onClick={() => {
            enqueueSnackbar('Could not save', { variant: 'error' });
            if (closeOnSave) setIsOpen(false);
          }}
        >
          Save
        </Button>
      </Dialog>
    </>
  );
};

const open = async (closeOnSave: boolean) => {
  render(
    <ToastProvider>
      <SaveInDialog closeOnSave={closeOnSave} />
    </ToastProvider>,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Open' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
};

describe('toasts over a dialog', () => {
  it('are spoken from a live region inside the open dialog, the one part of the page a reader hears', async () => {
    await open(false);
    const dialog = screen.getByRole('dialog', { name: 'Edit' });
    await waitFor(() =>
      expect(dialog.querySelector('[aria-live="assertive"]')).toHaveAttribute(
        'data-announce',
        'Could not save',
      ),
    );
    // Heard once: the toast on show is hidden from readers while its words are in the dialog.
    expect(screen.queryAllByRole('alert')).toHaveLength(0);
    expect(screen.getAllByText('Could not save')).toHaveLength(1);
  });

  it('are an alert on the page again once the dialog has closed', async () => {
    await open(true);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not save');
    expect(alert.closest('[role="dialog"]')).toBeNull();
  });
});
