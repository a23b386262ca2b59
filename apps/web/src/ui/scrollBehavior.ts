/**
 * 'smooth', unless animations are off or the OS asks for less motion (`data-motion`, set by
 * applyAppearance): a script's `behavior: 'smooth'` is not stopped by the reduced-motion CSS.
 */
export function scrollBehavior(): ScrollBehavior {
  return document.documentElement.dataset.motion === 'reduced' ? 'auto' : 'smooth'
}
