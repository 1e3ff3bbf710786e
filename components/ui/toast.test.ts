import { toast as sonnerToast } from "sonner";
import { describe, expect, it } from "vitest";
import { subscribeToasterWanted, toast, toasterWanted } from "./toast";

describe("the lazy toast", () => {
  it("asks for the Toaster and hands a toast raised before it to sonner's store", async () => {
    let told = 0;
    const unsubscribe = subscribeToasterWanted(() => told++);
    expect(toasterWanted()).toBe(false);
    toast.success("Commande enregistrée");
    expect(toasterWanted()).toBe(true);
    expect(told).toBe(1);
    unsubscribe();
    // sonner arrives through a dynamic import: wait for it, then read its store as a Toaster would.
    await expect
      .poll(() => sonnerToast.getToasts().map((t) => ("title" in t ? t.title : undefined)))
      .toContain("Commande enregistrée");
    const raised = sonnerToast.getToasts().find((t) => "title" in t && t.title === "Commande enregistrée");
    expect(raised && "type" in raised ? raised.type : undefined).toBe("success");
  });
});
