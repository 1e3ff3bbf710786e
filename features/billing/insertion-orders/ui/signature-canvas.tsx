"use client";

import { useEffect, useRef } from "react";
import SignaturePad from "signature_pad";

/**
 * The drawing area (signature_pad): mouse, touch or stylus. `onChange` receives the PNG data URL
 * after each stroke, or null once cleared. The canvas is sized for the screen's pixel ratio, so the
 * signature is sharp on the sealed page.
 */
export function SignatureCanvas({
  onChange,
  clearSignal,
  labelledBy,
  describedBy,
}: {
  onChange: (png: string | null) => void;
  /** Changing this number clears the drawing. */
  clearSignal: number;
  labelledBy: string;
  describedBy: string;
}) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<SignaturePad | null>(null);
  const changeRef = useRef(onChange);
  useEffect(() => {
    changeRef.current = onChange;
  }, [onChange]);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const ratio = Math.max(window.devicePixelRatio || 1, 1);
    canvas.width = canvas.offsetWidth * ratio;
    canvas.height = canvas.offsetHeight * ratio;
    canvas.getContext("2d")?.scale(ratio, ratio);
    const pad = new SignaturePad(canvas, { penColor: "#1e2a78", minWidth: 0.8, maxWidth: 2.6 });
    const emit = () => changeRef.current(pad.isEmpty() ? null : pad.toDataURL("image/png"));
    pad.addEventListener("endStroke", emit);
    padRef.current = pad;
    return () => {
      pad.removeEventListener("endStroke", emit);
      pad.off();
      padRef.current = null;
    };
  }, []);

  useEffect(() => {
    if (clearSignal === 0) return;
    padRef.current?.clear();
    changeRef.current(null);
  }, [clearSignal]);

  return (
    <canvas
      ref={canvasRef}
      role="img"
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      data-testid="oi-signature-canvas"
      className="h-40 w-full touch-none rounded-md border border-dashed border-zinc-400 bg-white dark:border-zinc-600"
    />
  );
}
