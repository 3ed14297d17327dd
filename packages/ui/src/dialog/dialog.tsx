import * as RadixDialog from '@radix-ui/react-dialog';
import type { ComponentPropsWithRef } from 'react';
import { messages } from '../messages';
import { BodyBox, CloseIcon, Description, Footer, HeaderBox, Overlay, Panel, Title } from './dialog.styles';
import type { DialogSize } from './dialog.styles';
import { Cross2Icon } from '@radix-ui/react-icons';
import { usePortalContainer } from '../portal-container/portal-container';

export type { DialogSize } from './dialog.styles';

export interface DialogContentProps extends ComponentPropsWithRef<typeof RadixDialog.Content> {
  /** sm 420 px (a question), md 560 px (default: forms, signing), lg 720 px (documents), full (previews). */
  size?: DialogSize;
  /** Escape closes the dialog (default). A forced dialog (must agree, must finish signing) turns it off. */
  closeOnEscape?: boolean;
  /** A click on the dimmed page closes the dialog (default). A forced dialog turns it off. */
  closeOnOutsideClick?: boolean;
}

/**
 * The dimmed page and the centred panel, in a portal on <body>. Radix traps the focus inside, gives it back to the
 * trigger on close, hides the page from screen readers and names the panel after its Title and Description.
 */
function DialogContent({ size = 'md', closeOnEscape = true, closeOnOutsideClick = true, onEscapeKeyDown, onInteractOutside, ...rest }: DialogContentProps) {
  return (
    <RadixDialog.Portal container={usePortalContainer()}>
      <Overlay />
      <Panel
        $size={size}
        {...rest}
        onEscapeKeyDown={(event) => {
          onEscapeKeyDown?.(event);
          if (!closeOnEscape) event.preventDefault();
        }}
        onInteractOutside={(event) => {
          onInteractOutside?.(event);
          if (!closeOnOutsideClick) event.preventDefault();
        }}
      />
    </RadixDialog.Portal>
  );
}

export interface DialogHeaderProps extends ComponentPropsWithRef<'div'> {
  /** A line under the header, for dialogs whose body runs edge to edge (previews). */
  divided?: boolean;
}

/** The title row: a Title and, where wanted, a Close at the end. */
function DialogHeader({ divided = false, ...rest }: DialogHeaderProps) {
  return <HeaderBox $divided={divided} {...rest} />;
}

export interface DialogBodyProps extends ComponentPropsWithRef<'div'> {
  /** No inner padding: the content (an image, a PDF) runs to the panel's edges. */
  flush?: boolean;
}

/**
 * The part that scrolls when the content is taller than the screen; header and footer stay in view. A body that
 * scrolls text only should be reachable by keyboard: give it `tabIndex={0}`, `role="region"` and an `aria-label`.
 */
function DialogBody({ flush = false, ...rest }: DialogBodyProps) {
  return <BodyBox $flush={flush} {...rest} />;
}

export type DialogCloseProps = ComponentPropsWithRef<typeof RadixDialog.Close>;

/** Closes the dialog. Without children an × button named 关闭; with `asChild` it wraps your own button. */
function DialogClose(props: DialogCloseProps) {
  if (props.asChild || props.children !== undefined) return <RadixDialog.Close {...props} />;
  return (
    <CloseIcon aria-label={messages.dialog.close} {...props}>
      <Cross2Icon aria-hidden="true" />
    </CloseIcon>
  );
}

/**
 * The dialog of the design system, in parts (radix-ui style):
 *
 * ```tsx
 * <Dialog.Root open={open} onOpenChange={setOpen}>
 *   <Dialog.Content size="sm">
 *     <Dialog.Header><Dialog.Title>删除草稿</Dialog.Title><Dialog.Close /></Dialog.Header>
 *     <Dialog.Body><Dialog.Description>删除后不可恢复。</Dialog.Description></Dialog.Body>
 *     <Dialog.Footer><Button onClick={...}>删除</Button></Dialog.Footer>
 *   </Dialog.Content>
 * </Dialog.Root>
 * ```
 */
export const Dialog = {
  /** State: `open`, `defaultOpen`, `onOpenChange`, `modal`. */
  Root: RadixDialog.Root,
  /** The button that opens it (use `asChild` with a Button). */
  Trigger: RadixDialog.Trigger,
  Content: DialogContent,
  Header: DialogHeader,
  /** Names the dialog (aria-labelledby). Text only. */
  Title,
  /** Describes the dialog (aria-describedby). */
  Description,
  Body: DialogBody,
  /** The actions, right-aligned. */
  Footer,
  Close: DialogClose,
};
