import { validateRegistration } from "@/lib/auth/registration";

const valid = { firstName: "Ada", lastName: "Lovelace", email: "ada@example.com", password: "analytical-engine" };

describe("registration form rules", () => {
  it("accept a complete registration, also with unicode names", () => {
    expect(validateRegistration(valid)).toEqual({});
    expect(validateRegistration({ ...valid, firstName: "Zoë", lastName: "Ødegård-Šimić" })).toEqual({});
  });

  it("ask for every missing field by name", () => {
    expect(validateRegistration({ firstName: " ", lastName: "", email: "", password: "" })).toEqual({
      firstName: "Enter your first name.",
      lastName: "Enter your last name.",
      email: "Enter your email address.",
      password: "Choose a password with at least 8 characters.",
    });
  });

  it("explain a malformed email, a short password and an overlong name", () => {
    const errors = validateRegistration({ ...valid, email: "ada@", password: "short", lastName: "x".repeat(101) });
    expect(errors.email).toBe("Enter a valid email address, like name@example.com.");
    expect(errors.password).toBe("Choose a password with at least 8 characters.");
    expect(errors.lastName).toBe("Your last name can have at most 100 characters.");
    expect(errors.firstName).toBeUndefined();
  });
});
