/* The saga's save sheet (templates/saga/save_sheet.html): its Print button. */
document.getElementById("print").addEventListener("click", () => window.print());
