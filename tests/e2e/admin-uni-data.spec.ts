import { expect, test, type Page } from "@playwright/test";
import { signedInAs } from "./support/roles";
import { expectSignedIn } from "./support/sign-in";

// Unique names, so the spec can run again against the same emulator data.
const run = `${Date.now().toString(36)}`;
const uni = { name: `Vienna Institute of Ecology ${run}`, shortName: `VIE ${run}`, country: "Austria", city: "Vienna", website: "https://vie.example.org" };
const master = `MSc Ecology ${run}`;
const bachelor = `BSc Ecology ${run}`;
const course = { name: `Urban Ecology ${run}`, code: `UE-${run}` };
const section = `Green roofs ${run}`;

async function open(page: Page, choice: string) {
  await page.goto("/admin/addUniData");
  await page.getByRole("main").getByRole("link", { name: choice, exact: true }).click();
  // The list page has Edit and Delete buttons named after universities: wait for the form's page.
  await expect(page).toHaveURL(/\/admin\/addUniData\/add\w+$/);
}

test.describe("admin: add university data", () => {
  test.describe.configure({ mode: "serial" });
  test.use(signedInAs("admin"));

  test("lists the five choices of the spec in order", async ({ page }) => {
    await page.goto("/admin/addUniData");
    await expect(page.getByRole("main").getByRole("list").filter({ hasText: "University Section" }).getByRole("listitem")).toHaveText(["University", "University Degree", "University Course", "Existing University Course", "University Section"]);
  });

  test("an admin adds a university, degrees, a course, links it to another degree and adds a section, all shown publicly", async ({ page }) => {
    // Nine form submissions and four public pages: longer than the default 30 s on a busy machine.
    test.setTimeout(90_000);
    await open(page, "University");
    await page.getByLabel("Full name").fill(uni.name);
    await page.getByLabel("Short name").fill(uni.shortName);
    await page.getByLabel("Country").fill(uni.country);
    await page.getByLabel("City").fill(uni.city);
    await page.getByLabel("Website URL").fill(uni.website);
    await page.getByRole("button", { name: "Add university" }).click();
    await expect(page.getByText("University added")).toBeVisible();
    await expect(page.getByLabel("Full name")).toHaveValue("");
    await page.getByRole("link", { name: "View the university’s page" }).click();
    await expect(page.getByRole("heading", { level: 1, name: uni.name })).toBeVisible();

    for (const [name, level] of [
      [master, "Master"],
      [bachelor, "Bachelor"],
    ] as const) {
      await open(page, "University Degree");
      await page.getByLabel("University").selectOption({ label: uni.name });
      await page.getByLabel("Degree name").fill(name);
      await page.getByLabel("Level").selectOption({ label: level });
      await page.getByRole("button", { name: "Add degree" }).click();
      await expect(page.getByText("Degree added")).toBeVisible();
    }

    await open(page, "University Course");
    await page.getByLabel("University").selectOption({ label: uni.name });
    await page.getByRole("checkbox", { name: `${master} (master)` }).check();
    await page.getByLabel("Course name").fill(course.name);
    await page.getByLabel("Course code").fill(course.code);
    await page.getByRole("button", { name: "Add course" }).click();
    await expect(page.getByText("Course added")).toBeVisible();

    // The same course again (its code in another case) is refused with the spec's toast.
    await page.getByLabel("University").selectOption({ label: uni.name });
    await page.getByRole("checkbox", { name: `${bachelor} (bachelor)` }).check();
    await page.getByLabel("Course name").fill(`Another name ${run}`);
    await page.getByLabel("Course code").fill(course.code.toLowerCase());
    await page.getByRole("button", { name: "Add course" }).click();
    await expect(page.getByText("Course already exists", { exact: true })).toBeVisible();
    await expect(page.getByLabel("Course code")).toHaveValue(course.code.toLowerCase());

    await open(page, "Existing University Course");
    await page.getByLabel("University").selectOption({ label: uni.name });
    await page.getByLabel("Existing course").selectOption({ label: `${course.code} ${course.name}` });
    await page.getByLabel("Add to degree").selectOption({ label: `${bachelor} (bachelor)` });
    await page.getByRole("button", { name: "Link course to degree" }).click();
    await expect(page.getByText("Course linked to the degree")).toBeVisible();
    // The university's tree is fetched again after the link: the course is in both degrees now.
    await page.getByLabel("University").selectOption({ label: uni.name });
    await page.getByLabel("Existing course").selectOption({ label: `${course.code} ${course.name}` });
    await expect(page.getByLabel("Add to degree")).toHaveAccessibleDescription("This course is already part of every degree of this university.");

    await open(page, "University Section");
    await page.getByLabel("University").selectOption({ label: uni.name });
    await page.getByLabel("Course", { exact: true }).selectOption({ label: `${course.code} ${course.name}` });
    await page.getByLabel("Section name").fill(section);
    await page.getByRole("button", { name: "Add section" }).click();
    await expect(page.getByText("Section added")).toBeVisible();
    await page.getByRole("link", { name: "View the course’s sections" }).click();

    await expect(page.getByRole("heading", { level: 1, name: course.name })).toBeVisible();
    const place = page.getByText(new RegExp(`^${uni.name} · `));
    await expect(place).toContainText(master);
    await expect(place).toContainText(bachelor);
    await expect(page.getByRole("heading", { level: 2, name: section })).toBeVisible();

    await page.goto("/universities");
    await page.getByRole("link", { name: uni.name }).click();
    for (const degree of [master, bachelor]) {
      const part = page.getByRole("region", { name: degree });
      await expect(part.getByRole("link", { name: `${course.code} ${course.name}` })).toBeVisible();
    }
  });

  test("an admin edits the section they created, cannot delete a course products use, and deletes their section", async ({ page }) => {
    test.setTimeout(60_000);
    const renamed = `Living roofs ${run}`;
    await page.goto("/admin/addUniData");
    // The list names the universities; one's degrees, courses and sections load when it is opened.
    await expect(page.getByRole("button", { name: `Edit ${section}`, exact: true })).toHaveCount(0);
    const opener = page.getByRole("button", { name: uni.name, exact: true });
    await opener.click();
    await expect(opener).toHaveAttribute("aria-expanded", "true");
    const data = page.getByRole("region", { name: uni.name });
    await expect(data.getByText(`${master} (master)`)).toBeVisible();
    await data.getByRole("button", { name: `Edit ${section}`, exact: true }).click();
    await page.getByLabel("Section name").fill(renamed);
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByText("Section saved")).toBeVisible();
    await expect(page.getByRole("button", { name: `Edit ${renamed}`, exact: true })).toBeVisible();

    await page.goto("/universities");
    await page.getByRole("link", { name: uni.name }).first().click();
    await page.getByRole("link", { name: `${course.code} ${course.name}` }).first().click();
    await expect(page.getByRole("heading", { level: 2, name: renamed })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: section })).toHaveCount(0);

    // Seeded products link to Life Cycle Assessment: the delete is refused with the reason.
    await page.goto("/admin/addUniData");
    await page.getByRole("button", { name: "BOKU University, Vienna", exact: true }).click();
    await page.getByRole("button", { name: uni.name, exact: true }).click();
    await page.getByRole("button", { name: "Delete LCA-501 Life Cycle Assessment", exact: true }).click();
    await page.getByRole("group", { name: "Confirm deleting LCA-501 Life Cycle Assessment" }).getByRole("button", { name: "Yes, delete" }).click();
    await expect(page.getByRole("alert").filter({ hasText: /\d+ products? .*still use.? this course\./ })).toBeVisible();
    await expect(page.getByRole("button", { name: "Edit LCA-501 Life Cycle Assessment", exact: true })).toBeVisible();

    await page.getByRole("button", { name: `Delete ${renamed}`, exact: true }).click();
    await page.getByRole("group", { name: `Confirm deleting ${renamed}` }).getByRole("button", { name: "Yes, delete" }).click();
    await expect(page.getByText("Section deleted")).toBeVisible();
    await expect(page.getByRole("button", { name: `Delete ${renamed}`, exact: true })).toHaveCount(0);
  });

  test("every field's error is shown beside it", async ({ page }) => {
    await open(page, "University");
    await page.getByLabel("Website URL").fill("vie.example.org");
    await page.getByRole("button", { name: "Add university" }).click();
    await expect(page.getByLabel("Full name")).toHaveAccessibleDescription("Enter the full name.");
    await expect(page.getByLabel("Short name")).toHaveAccessibleDescription("Enter the short name.");
    await expect(page.getByLabel("Country")).toHaveAccessibleDescription("Enter the country.");
    await expect(page.getByLabel("City")).toHaveAccessibleDescription("Enter the city.");
    await expect(page.getByLabel("Website URL")).toHaveAccessibleDescription(/https:\/\//);

    await open(page, "University Degree");
    await page.getByRole("button", { name: "Add degree" }).click();
    await expect(page.getByLabel("University")).toHaveAccessibleDescription("Choose the university.");
    await expect(page.getByLabel("Degree name")).toHaveAccessibleDescription("Enter the degree name.");
    await expect(page.getByLabel("Level")).toHaveAccessibleDescription("Choose bachelor, master or doctorate.");

    await open(page, "University Course");
    await page.getByLabel("Course code").fill("UE 1!");
    await page.getByRole("button", { name: "Add course" }).click();
    await expect(page.getByRole("group", { name: "Degrees" })).toHaveAccessibleDescription("Choose at least one degree.");
    await expect(page.getByLabel("Course name")).toHaveAccessibleDescription("Enter the course name.");
    await expect(page.getByLabel("Course code")).toHaveAccessibleDescription(/letters and digits/);

    await open(page, "Existing University Course");
    await page.getByRole("button", { name: "Link course to degree" }).click();
    await expect(page.getByLabel("Existing course")).toHaveAccessibleDescription("Choose the course.");
    await expect(page.getByLabel("Add to degree")).toHaveAccessibleDescription("Choose the degree.");

    await open(page, "University Section");
    await page.getByRole("button", { name: "Add section" }).click();
    await expect(page.getByLabel("Course", { exact: true })).toHaveAccessibleDescription("Choose the course.");
    await expect(page.getByLabel("Section name")).toHaveAccessibleDescription("Enter the section name.");
  });

  test.describe(() => {
    test.use(signedInAs("buyer"));

    test("a signed-in user who is not an admin sees 'Admins only'", async ({ page }) => {
      await page.goto("/admin/addUniData");
      await expectSignedIn(page);
      await expect(page.getByRole("heading", { name: "Admins only" })).toBeVisible();
      await expect(page.getByRole("link", { name: "University Course" })).toHaveCount(0);
    });
  });
});
